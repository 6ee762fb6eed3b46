import { combineBatting, combineFielding, combinePitching, type BattingRow, type FieldingRow, type PitchingRow } from './season-lines'

const games = new Map([['h', 143], ['l', 143], ['g', 143]] as const)
const bat = (team: 'h' | 'l' | 'g', pa: number, hr: number, wraa: number | null): BattingRow => ({
  playerId: 'x', team, league: team === 'g' ? 'central' : 'pacific', g: 50, pa, ab: pa - 10, h: 30, hr, rbi: 20, sb: 1, bb: 8, hbp: 1, sf: 1, wraa,
})

test('a player traded within his league has one line: his clubs added up, the busier club first', () => {
  const [line, ...rest] = combineBatting([bat('h', 150, 4, 2.5), bat('l', 300, 11, 6)], games)
  expect(rest).toEqual([])
  // 4 + 11 HR, 150 + 300 PA, wRAA 2.5 + 6
  expect(line).toMatchObject({ league: 'pacific', teams: ['l', 'h'], pa: 450, hr: 15, teamGames: 143 })
  expect(line?.wraa).toBeCloseTo(8.5, 12)
})

test('a player traded across leagues has a line in each league (titles are per league)', () => {
  const lines = combineBatting([bat('g', 200, 9, 1), bat('h', 250, 12, 3)], games)
  expect(lines.map((l) => [l.league, l.hr])).toEqual([['central', 9], ['pacific', 12]])
})

test('an unknown wRAA on one club does not hide the other club’s', () => {
  expect(combineBatting([bat('h', 150, 4, null), bat('l', 300, 11, 6)], games)[0]?.wraa).toBe(6)
  expect(combineBatting([bat('h', 150, 4, null)], games)[0]?.wraa).toBeNull()
})

test('pitching runs are computed per club and summed; the combined FIP is not invented', () => {
  const row = (team: 'h' | 'l', outs: number, fip: number): PitchingRow => ({
    playerId: 'p', team, league: 'pacific', g: 10, gs: 10, w: 5, l: 3, sv: 0, hld: 0, hp: 0, cg: 1, outs, so: 60, er: 20, fip, leagueEra: 3.5,
  })
  // h: (3.5 − 2.5) × 270 / 27 = 10; l: (3.5 − 4.0) × 162 / 27 = −3
  const [line] = combinePitching([row('h', 270, 2.5), row('l', 162, 4)], games)
  expect(line?.runs).toBeCloseTo(7, 12)
  expect(line?.fip).toBeNull()
  expect(line).toMatchObject({ outs: 432, w: 10, teams: ['h', 'l'] })
  expect(combinePitching([row('h', 270, 2.5)], games)[0]?.fip).toBe(2.5)
})

test('LF, CF and RF pool into one outfield line; steal attempts attach to the catcher line only', () => {
  const field = (position: FieldingRow['position'], g: number): FieldingRow => ({ playerId: 'f', team: 'g', league: 'central', position, g, outs: g * 27, po: g * 2, a: 0, e: 0 })
  const lines = combineFielding(
    [field('LF', 40), field('RF', 35), field('C', 10)],
    [{ playerId: 'f', team: 'g', league: 'central', sb: 6, cs: 2 }],
    games,
  )
  expect(lines.map((l) => [l.position, l.g, l.sb, l.cs])).toEqual([['OF', 75, 0, 0], ['C', 10, 6, 2]])
})
