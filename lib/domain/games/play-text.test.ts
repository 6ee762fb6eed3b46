import { playText, runnerText, type PlayFacts } from './play-text'

const facts = (over: Partial<PlayFacts>): PlayFacts => ({ result: 'GO', battedBall: 'ground', direction: null, fielder: null, runs: 0, rbi: 0, lastPitch: 'in_play', ...over })

describe('playText', () => {
  it.each<[Partial<PlayFacts>, string]>([
    [{ result: '1B', battedBall: 'line', direction: 1, fielder: 8 }, 'センター前ヒット'],
    [{ result: '1B', battedBall: 'line', direction: 2, fielder: 8, rbi: 1, runs: 1 }, 'センター前タイムリーヒット'],
    [{ result: '1B', battedBall: 'ground', direction: -20, fielder: 6 }, 'ショートへの内野安打'],
    [{ result: '1B', battedBall: 'bunt', direction: 30, fielder: 3 }, 'ファースト前へのバントヒット'],
    [{ result: '1B', battedBall: 'line', direction: 18, fielder: null }, '右中間へのヒット'],
    [{ result: '2B', battedBall: 'line', direction: 18, fielder: 9, rbi: 2, runs: 2 }, '右中間を破る2点タイムリーツーベース'],
    [{ result: '2B', battedBall: 'ground', direction: -42, fielder: 7 }, 'レフト線を破るツーベース'],
    [{ result: '2B', battedBall: 'fly', direction: 2, fielder: 8 }, 'センターオーバーのツーベース'],
    [{ result: '3B', battedBall: 'line', direction: -15, fielder: 8 }, '左中間を破るスリーベース'],
    [{ result: '2B', battedBall: null, direction: null, fielder: 7 }, 'レフトへのツーベース'],
    [{ result: 'HR', battedBall: 'fly', direction: -30, runs: 1, rbi: 1 }, 'レフトスタンドへのソロホームラン'],
    [{ result: 'HR', battedBall: 'fly', direction: 3, runs: 4, rbi: 4 }, 'バックスクリーンへの満塁ホームラン'],
    [{ result: 'HR', battedBall: null, direction: null, runs: 2, rbi: 2 }, '2ランホームラン'],
    [{ result: 'GO', fielder: 6 }, 'ショートゴロ'],
    [{ result: 'GO', fielder: 4, runs: 1 }, 'セカンドゴロの間に1点'],
    [{ result: 'FO', battedBall: 'fly', fielder: 8 }, 'センターフライ'],
    [{ result: 'PO', battedBall: 'popup', direction: -50, fielder: 5 }, 'サードファウルフライ'],
    [{ result: 'LO', battedBall: 'line', fielder: 9 }, 'ライトライナー'],
    [{ result: 'DP', fielder: 6 }, 'ショートゴロ併殺打'],
    [{ result: 'DP', battedBall: 'line', fielder: 4 }, 'セカンドライナー（併殺）'],
    [{ result: 'FC', fielder: 5 }, 'サードゴロ（野手選択）'],
    [{ result: 'ROE', fielder: 6, runs: 1 }, 'ショートのエラーの間に1点'],
    [{ result: 'ROE', fielder: 6 }, 'ショートのエラーで出塁'],
    [{ result: 'KWP', lastPitch: 'swinging_strike', runs: 1 }, '振り逃げの間に1点'],
    [{ result: 'SF', battedBall: 'fly', fielder: 8, runs: 1, rbi: 1 }, 'センターへの犠牲フライで1点'],
    [{ result: 'SH', battedBall: 'bunt', fielder: 1 }, 'ピッチャー前への送りバント'],
    [{ result: 'K', lastPitch: 'swinging_strike' }, '空振り三振'],
    [{ result: 'K', lastPitch: 'called_strike' }, '見逃し三振'],
    [{ result: 'K', lastPitch: null }, '三振'],
    [{ result: 'KWP', lastPitch: 'swinging_strike' }, '三振（振り逃げで出塁）'],
    [{ result: 'BB' }, 'フォアボール'],
    [{ result: 'BB', runs: 1, rbi: 1 }, '押し出しのフォアボール'],
    [{ result: 'HBP' }, 'デッドボール'],
    [{ result: 'IBB' }, '申告敬遠'],
  ])('%j → %s', (over, text) => {
    expect(playText(facts(over))).toBe(text)
  })
})

describe('runnerText', () => {
  it.each<[Parameters<typeof runnerText>[0], string]>([
    [{ type: 'SB', runner: '近本', fromBase: 1, toBase: 2 }, '近本が二盗成功'],
    [{ type: 'SB', runner: '近本', fromBase: 3, toBase: 4 }, '近本が本盗成功'],
    [{ type: 'CS', runner: '近本', fromBase: 2, toBase: 0 }, '近本が三盗失敗（盗塁死）'],
    [{ type: 'PO', runner: '近本', fromBase: 1, toBase: 0 }, '近本が牽制死'],
    [{ type: 'WP', runner: '田中', fromBase: 3, toBase: 4 }, 'ワイルドピッチで田中が生還'],
    [{ type: 'PB', runner: '田中', fromBase: 1, toBase: 2 }, 'パスボールで田中が二塁へ'],
    [{ type: 'BK', runner: '田中', fromBase: 2, toBase: 3 }, 'ボークで田中が三塁へ'],
    [{ type: 'OA', runner: '田中', fromBase: 2, toBase: 0 }, '田中が走塁死'],
  ])('%j → %s', (event, text) => {
    expect(runnerText(event)).toBe(text)
  })
})
