import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { pitchingRuns } from '@/lib/domain/titles/player-value'
import { adjacentPairs } from '@/test/adjacent-pairs'
import { draftAnalysisFrom, TOP_PICKS } from './get-draft-analysis'

const { all, seasons } = readSimDatabase((db) => ({
  all: draftAnalysisFrom(db, null),
  seasons: db.prepare<[], { first: number; last: number }>("SELECT MIN(season) AS first, MAX(season) AS last FROM games WHERE source = 'sim'").get(),
}))

test('the classes covered are those whose first season the data holds: first season − 1 to last season − 1', () => {
  expect(all.available).toBe(true)
  expect(all.years[0]).toBe((seasons?.last ?? 0) - 1)
  expect(all.years.at(-1)).toBe((seasons?.first ?? 0) - 1)
  expect(all.year).toBeNull()
})

test('rounds, sources, clubs and years each split the same picks: their counts add up to the total', () => {
  for (const groups of [all.by_round, all.by_team, all.by_year]) {
    expect(groups.reduce((sum, group) => sum + group.picks, 0)).toBe(all.total.picks)
    expect(groups.reduce((sum, group) => sum + group.reached, 0)).toBe(all.total.reached)
    expect(groups.reduce((sum, group) => sum + group.total_value, 0)).toBeCloseTo(all.total.total_value, 6)
  }
  // Every drafted player of the simulated league has a known career path.
  expect(all.by_source.reduce((sum, group) => sum + group.picks, 0)).toBe(all.total.picks)
  expect(all.by_round.map((group) => group.label)[0]).toBe('1位')
  expect(all.total.reach_rate).toBeCloseTo(all.total.reached / all.total.picks, 12)
})

test('the most valuable picks come first; a pick’s value is his wRAA plus FIP-based pitching runs over his seasons', () => {
  expect(all.picks).toHaveLength(Math.min(TOP_PICKS, all.total.picks))
  for (const [a, b] of adjacentPairs(all.picks)) expect(a.value).toBeGreaterThanOrEqual(b.value)
  const [top] = all.picks
  const lines = readSimDatabase((db) => ({
    wraa: db.prepare<[string], { wraa: number | null }>('SELECT wraa FROM player_season_batting WHERE player_id = ?').all(top?.player_id ?? ''),
    pitching: db.prepare<[string], { fip: number | null; outs: number; era: number | null }>(`SELECT p.fip, p.outs, c.value AS era FROM player_season_pitching p
      LEFT JOIN league_constants c ON c.season = p.season AND c.league = p.league AND c.key = 'league_era' WHERE p.player_id = ?`).all(top?.player_id ?? ''),
  }))
  const expected = lines.wraa.reduce((sum, line) => sum + (line.wraa ?? 0), 0)
    + lines.pitching.reduce((sum, line) => sum + (pitchingRuns({ fip: line.fip, leagueEra: line.era, outs: line.outs }) ?? 0), 0)
  expect(top?.value).toBeCloseTo(expected, 9)
  expect(top?.games).toBeGreaterThan(0)
})

test('one class: its every pick, its games read from the stints; a class the data does not cover shows all', () => {
  const year = all.years[0] ?? 0
  const { one, uncovered, games } = readSimDatabase((db) => ({
    one: draftAnalysisFrom(db, year),
    uncovered: draftAnalysisFrom(db, 1990),
    games: db.prepare<[number], { player_id: string; games: number }>(`SELECT s.player_id, COUNT(DISTINCT s.game_id) AS games FROM substitutions s
      JOIN games g ON g.id = s.game_id JOIN players p ON p.id = s.player_id
      WHERE g.kind IN ('regular', 'interleague') AND p.draft_year = ? GROUP BY s.player_id`).all(year),
  }))
  expect(one.year).toBe(year)
  expect(one.picks.every((pick) => pick.year === year)).toBe(true)
  expect(one.picks).toHaveLength(one.total.picks)
  expect(one.by_year).toEqual([])
  expect(one.total.reached).toBe(games.length)
  for (const row of games) expect(one.picks.find((pick) => pick.player_id === row.player_id)?.games).toBe(row.games)
  expect(uncovered.year).toBeNull()
  expect(uncovered.total.picks).toBe(all.total.picks)
})
