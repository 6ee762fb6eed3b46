import { currentStreak, streakLabel } from './streak'

test('the streak the games end on: three straight wins after a loss', () => {
  expect(currentStreak(['win', 'loss', 'win', 'win', 'win'])).toEqual({ outcome: 'win', length: 3, ties: 0 })
  expect(currentStreak(['win', 'win', 'loss', 'loss'])).toEqual({ outcome: 'loss', length: 2, ties: 0 })
})

test('a tie inside the run neither ends nor extends it (NPB: 引き分けを挟んで連勝)', () => {
  // L W T W W: three wins with one tie between them.
  expect(currentStreak(['loss', 'win', 'tie', 'win', 'win'])).toEqual({ outcome: 'win', length: 3, ties: 1 })
  // W T L: the tie sits before the run of one loss, so it is not inside it.
  expect(currentStreak(['win', 'tie', 'loss'])).toEqual({ outcome: 'loss', length: 1, ties: 0 })
})

test('ties after the last decision are not part of the streak; no decision at all is none', () => {
  expect(currentStreak(['loss', 'win', 'win', 'tie', 'tie'])).toEqual({ outcome: 'win', length: 2, ties: 0 })
  expect(currentStreak(['tie', 'tie'])).toBeNull()
  expect(currentStreak([])).toBeNull()
})

test('labels: 「3連勝中」 during the season, 「3連勝で終了」 after it, ties noted, a single result is no run', () => {
  expect(streakLabel({ outcome: 'win', length: 3, ties: 0 }, false)).toBe('3連勝中')
  expect(streakLabel({ outcome: 'loss', length: 2, ties: 0 }, false)).toBe('2連敗中')
  expect(streakLabel({ outcome: 'win', length: 3, ties: 1 }, false)).toBe('3連勝中（1分を挟む）')
  expect(streakLabel({ outcome: 'loss', length: 4, ties: 0 }, true)).toBe('4連敗で終了')
  expect(streakLabel({ outcome: 'win', length: 1, ties: 0 }, false)).toBe('連勝・連敗なし（直近は勝ち）')
})
