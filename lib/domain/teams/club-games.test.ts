import { byDate, clubGame, isInterleague, outcomeOf } from './club-games'

const row = { id: '20240402-t-g-01', date: '2024-04-02', home: 't', away: 'g', home_runs: 2, away_runs: 3 } as const

test('a game seen from the road club and from the home club', () => {
  expect(clubGame(row, 'g')).toEqual({ id: row.id, date: row.date, opponent: 't', atHome: false, runs: 3, opponentRuns: 2 })
  expect(clubGame(row, 't')).toEqual({ id: row.id, date: row.date, opponent: 'g', atHome: true, runs: 2, opponentRuns: 3 })
  expect(clubGame(row, 'h')).toBeNull()
})

test('the final score decides the outcome; level is a tie (the 12-inning cap leaves it standing)', () => {
  expect(outcomeOf({ runs: 3, opponentRuns: 2 })).toBe('win')
  expect(outcomeOf({ runs: 0, opponentRuns: 1 })).toBe('loss')
  expect(outcomeOf({ runs: 4, opponentRuns: 4 })).toBe('tie')
})

test('交流戦 is a game against the other league, whatever the source calls it', () => {
  expect(isInterleague('g', { opponent: 'h' })).toBe(true)
  expect(isInterleague('bs', { opponent: 'db' })).toBe(true)
  expect(isInterleague('g', { opponent: 't' })).toBe(false)
  expect(isInterleague('l', { opponent: 'e' })).toBe(false)
})

test('games sort by date, a double-header by its game number', () => {
  const games = [
    { id: '20240602-g-t-02', date: '2024-06-02' },
    { id: '20240601-g-t-01', date: '2024-06-01' },
    { id: '20240602-g-t-01', date: '2024-06-02' },
  ]
  expect([...games].sort(byDate).map((game) => game.id)).toEqual(['20240601-g-t-01', '20240602-g-t-01', '20240602-g-t-02'])
})
