import { clubGameResult, matchesResult } from './club-game-result'

const game = { home: 'g', away: 't', homeRuns: 3, awayRuns: 2 }

test('a 3–2 home win is a win for the home club and a loss for the visitors', () => {
  expect(clubGameResult(game, 'g')).toBe('win')
  expect(clubGameResult(game, 't')).toBe('lose')
})

test('a 12-inning 1–1 game is a draw for both clubs', () => {
  const tie = { home: 'h', away: 'l', homeRuns: 1, awayRuns: 1 }
  expect([clubGameResult(tie, 'h'), clubGameResult(tie, 'l')]).toEqual(['draw', 'draw'])
})

test("'all' keeps every result; a result keeps only its own games", () => {
  expect(['win', 'lose', 'draw'].map((result) => matchesResult(result as 'win', 'all'))).toEqual([true, true, true])
  expect([matchesResult('win', 'win'), matchesResult('draw', 'win'), matchesResult('lose', 'lose')]).toEqual([true, false, true])
})
