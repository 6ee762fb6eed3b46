import { batterLineText, gameLineText, pitcherLineText } from './mvp-line'

test('a batter’s line: at-bats and hits always, home runs, RBI and walks when he had any', () => {
  expect(batterLineText({ role: 'batter', pa: 5, ab: 4, h: 2, hr: 1, rbi: 3, bb: 1 })).toBe('4打数2安打 1本塁打 3打点 1四球')
  expect(batterLineText({ role: 'batter', pa: 4, ab: 4, h: 1, hr: 0, rbi: 0, bb: 0 })).toBe('4打数1安打')
  // A pinch hitter's sacrifice fly: no at-bat, one RBI.
  expect(batterLineText({ role: 'batter', pa: 1, ab: 0, h: 0, hr: 0, rbi: 1, bb: 0 })).toBe('0打数0安打 1打点')
})

test('a pitcher’s line: innings as npb.jp writes them, 無失点 or the runs, strikeouts, the decision', () => {
  expect(pitcherLineText({ role: 'pitcher', bf: 26, outs: 21, h: 4, r: 0, er: 0, so: 8, bb: 1, decision: 'W' })).toBe('7回 無失点 8奪三振（勝利）')
  // 17 outs = 5 2/3 innings.
  expect(pitcherLineText({ role: 'pitcher', bf: 24, outs: 17, h: 6, r: 2, er: 2, so: 0, bb: 3, decision: null })).toBe('5 2/3回 2失点')
  expect(pitcherLineText({ role: 'pitcher', bf: 4, outs: 3, h: 0, r: 0, er: 0, so: 2, bb: 1, decision: 'S' })).toBe('1回 無失点 2奪三振（セーブ）')
  expect(pitcherLineText({ role: 'pitcher', bf: 1, outs: 0, h: 0, r: 0, er: 0, so: 0, bb: 0, decision: null })).toBe('0/3回 無失点')
})

test('either line through one function', () => {
  expect(gameLineText({ role: 'pitcher', bf: 30, outs: 27, h: 5, r: 1, er: 1, so: 10, bb: 0, decision: 'L' })).toBe('9回 1失点 10奪三振（敗戦）')
  expect(gameLineText({ role: 'batter', pa: 4, ab: 3, h: 3, hr: 2, rbi: 4, bb: 1 })).toBe('3打数3安打 2本塁打 4打点 1四球')
})
