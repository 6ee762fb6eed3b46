import { parseResultText } from './result-text'

// Sample strings as npb.jp's play-by-play writes them (2024–2025 seasons).
test.each([
  ['センター前ヒット', { result: '1B', fielder: 8, rbi: 0 }],
  ['レフト前タイムリーヒット（打点1）', { result: '1B', fielder: 7, rbi: 1 }],
  ['ショートヒット', { result: '1B', battedBall: 'ground', fielder: 6 }],
  ['サードバントヒット', { result: '1B', battedBall: 'bunt', fielder: 5 }],
  ['レフト線ツーベース', { result: '2B', fielder: 7 }],
  ['右中間タイムリースリーベース（打点2）', { result: '3B', fielder: 8, rbi: 2 }],
  ['左中間2ランホームラン（打点2）', { result: 'HR', fielder: 8, rbi: 2 }],
  ['レフトソロホームラン（打点1）', { result: 'HR', fielder: 7, rbi: 1 }],
  ['ショートゴロ併殺打', { result: 'DP', battedBall: 'ground', fielder: 6 }],
  ['セカンドゴロ（打点1）', { result: 'GO', fielder: 4, rbi: 1 }],
  ['サード犠牲バント', { result: 'SH', battedBall: 'bunt', fielder: 5 }],
  ['センター犠牲フライ（打点1）', { result: 'SF', fielder: 8, rbi: 1 }],
  ['ショートフライ', { result: 'PO', battedBall: 'popup', fielder: 6 }],
  ['キャッチャーファウルフライ', { result: 'PO', battedBall: 'popup', fielder: 2 }],
  ['ライトフライ', { result: 'FO', battedBall: 'fly', fielder: 9 }],
  ['セカンドライナー', { result: 'LO', battedBall: 'line', fielder: 4 }],
  ['フォアボール', { result: 'BB' }],
  ['フォアボール（打点1）', { result: 'BB', rbi: 1 }],
  ['敬遠フォアボール', { result: 'IBB' }],
  ['デッドボール', { result: 'HBP' }],
  ['空振り三振', { result: 'K', fielder: 2 }],
  ['見逃し三振', { result: 'K' }],
  ['三振（スリーバント失敗）', { result: 'K' }],
  ['空振り三振（振り逃げ）', { result: 'KWP' }],
  ['サードゴロ（エラー）', { result: 'ROE', fielder: 5, error: true }],
  ['ピッチャーゴロ（野選）', { result: 'FC', fielder: 1 }],
  ['ショートゴロ（フィールダースチョイス）（打点1）', { result: 'FC', fielder: 6, rbi: 1 }],
])('%s is a plate appearance', (text, expected) => {
  expect(parseResultText(text)).toMatchObject({ kind: 'pa', ...expected })
})

test.each([
  ['（走者・門脇）二塁盗塁成功', { type: 'SB', runner: '門脇', toBase: 2 }],
  ['（走者・近本）三塁盗塁成功', { type: 'SB', runner: '近本', toBase: 3 }],
  ['（走者・中野）二塁盗塁失敗', { type: 'CS', runner: '中野', toBase: 0 }],
  ['（走者・源田）一塁牽制アウト', { type: 'PO', runner: '源田', toBase: 0 }],
  ['ワイルドピッチ', { type: 'WP' }],
  ['パスボール', { type: 'PB' }],
  ['ボーク', { type: 'BK' }],
])('%s is a runner event', (text, expected) => {
  expect(parseResultText(text)).toMatchObject({ kind: 'runner', ...expected })
})

test('pitcher changes, starters, mid-PA substitutions and unfinished PAs are recognised', () => {
  expect(parseResultText('（投手交代） 島内 → 栗林')).toEqual({ kind: 'pitching_change', from: '島内', to: '栗林' })
  expect(parseResultText('（先発投手） 戸郷')).toEqual({ kind: 'starting_pitcher', name: '戸郷' })
  expect(parseResultText('（途中交代）')).toEqual({ kind: 'substitution' })
  // 1回裏 two out, the runner caught stealing with the count 1-2: the batter's PA never finished.
  expect(parseResultText('（途中終了）')).toEqual({ kind: 'pa_unfinished' })
})

test('an unfamiliar text is reported, never guessed', () => {
  expect(parseResultText('ナイスキャッチ')).toEqual({ kind: 'unknown', text: 'ナイスキャッチ' })
})
