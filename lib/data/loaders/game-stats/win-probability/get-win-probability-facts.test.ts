import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { winProbabilityFactsFrom } from './get-win-probability-facts'

/** Runs over the first nine innings of a line score ("[0,1,null]": null is a bottom half not played). */
const nine = (line: string) => (JSON.parse(line) as (number | null)[]).slice(0, 9).reduce<number>((sum, runs) => sum + (runs ?? 0), 0)

test('level after nine and ended level: the counts a line-score recount of the regular season finds', () => {
  const facts = read((db) => winProbabilityFactsFrom(db, 2025))
  const games = read((db) =>
    db.prepare<[], { line_away: string; line_home: string; home_runs: number; away_runs: number }>(
      "SELECT line_away, line_home, home_runs, away_runs FROM games WHERE season = 2025 AND kind IN ('regular', 'interleague')",
    ).all(),
  )
  const level = games.filter((game) => JSON.parse(game.line_home).length >= 9 && nine(game.line_away) === nine(game.line_home))
  expect(facts).toMatchObject({ season: 2025, games: games.length, tied_after_nine: level.length, ended_tied: games.filter((game) => game.home_runs === game.away_runs).length })
  // Every tie went past nine or stopped at nine: it is among the level games.
  expect(facts?.ended_tied ?? 1).toBeLessThanOrEqual(facts?.tied_after_nine ?? 0)
})

test('the model’s ties are the stored cells 1回表 and 10回表, level, nobody out or on', () => {
  const facts = read((db) => winProbabilityFactsFrom(db, 2025))
  const tie = (inning: number) =>
    read((db) => db.prepare<[number], { tie: number }>("SELECT tie FROM win_expectancy WHERE season = 2025 AND inning = ? AND half = 'top' AND outs = 0 AND bases = 0 AND score_diff = 0").get(inning)?.tie)
  expect(facts?.tie_at_first_pitch).toBe(tie(1))
  expect(facts?.tie_at_extra_start).toBe(tie(10))
  expect(facts?.tie_at_first_pitch ?? 1).toBeLessThan(facts?.tie_at_extra_start ?? 0)
})

test('a season the database does not hold has no facts', () => {
  expect(read((db) => winProbabilityFactsFrom(db, 2016))).toBeNull()
})
