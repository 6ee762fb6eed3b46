import { seasonValuePas } from '@/lib/data/derive/value-lines'
import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { battingTeam, creditedWpa, type ValuePa } from '@/lib/domain/analysis/value-pa'
import { paRunValues } from '@/lib/domain/analysis/value-season-lines'
import { runExpectancy, type RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'

const SEASON = 2025
type Game = { id: string; home: string; away: string; home_runs: number; away_runs: number }
type Values = { game_id: string; seq: number; we_before: number; we_after: number; runs_before: number; runs_after: number }

const { pas, games, values, matrix, start } = read((db) => ({
  pas: seasonValuePas(db, SEASON),
  games: new Map(db.prepare<[number], Game>("SELECT id, home, away, home_runs, away_runs FROM games WHERE season = ? AND kind IN ('regular', 'interleague')").all(SEASON).map((g) => [g.id, g])),
  values: new Map(
    db
      .prepare<[number], Values>(
        `SELECT p.game_id, p.seq, v.we_before, v.we_after, p.home_score_before + p.away_score_before AS runs_before, p.home_score_after + p.away_score_after AS runs_after
         FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
         WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`,
      )
      .all(SEASON)
      .map((row) => [`${row.game_id}:${row.seq}`, row]),
  ),
  matrix: db
    .prepare<[number], { outs: 0 | 1 | 2; bases: number; runs: number | null; sample: number }>("SELECT outs, bases, runs, sample FROM run_expectancy WHERE season = ? AND league = 'npb' ORDER BY outs, bases")
    .all(SEASON)
    .map((cell): RunExpectancyMatrix[number] => ({ outs: cell.outs, bases: cell.bases, runsToEnd: cell.runs, sample: cell.sample })),
  start: db.prepare<[number], { we: number }>("SELECT win + tie / 2 AS we FROM win_expectancy WHERE season = ? AND inning = 1 AND half = 'top' AND outs = 0 AND bases = 0 AND score_diff = 0").get(SEASON)?.we,
}))
const valuesOf = (pa: ValuePa) => values.get(`${pa.gameId}:${pa.seq}`)

/** Consecutive PAs of the same group (a game, a half-inning), in order. */
function groups(key: (pa: ValuePa) => string): ValuePa[][] {
  const out = new Map<string, ValuePa[]>()
  for (const pa of pas) {
    const list = out.get(key(pa))
    if (list) list.push(pa)
    else out.set(key(pa), [pa])
  }
  return [...out.values()]
}

/** Checked in bulk (one expect per test, not per game): the cases that break an identity, by name. */
const off = (cases: readonly (readonly [string, number, number])[]) => cases.filter(([, actual, expected]) => !(Math.abs(actual - expected) < 1e-9)).map(([name]) => name)

test('WPA: in every game the winner’s batters and pitchers together gain its WE from the first pitch to the final (½ for a tie), once the WE that moved between PAs is added', () => {
  const cases: [string, number, number][] = []
  const perGame = groups((pa) => pa.gameId)
  let clean = 0
  for (const game of perGame) {
    const first = game[0]
    const last = game[game.length - 1]
    const facts = first ? games.get(first.gameId) : undefined
    if (!first || !last || !facts) throw new Error('a game without PAs')
    // A tie has no winner: the home side then ends at ½.
    const winner = facts.away_runs > facts.home_runs ? facts.away : facts.home
    const sign = winner === facts.home ? 1 : -1
    // The winner's credit on every PA: its batter's WPA when it bats, its pitcher's when it fields.
    const gained = game.reduce((sum, pa) => sum + (creditedWpa(pa, battingTeam(pa) === winner ? 'batting' : 'pitching') ?? Number.NaN), 0)
    // Steals, wild pitches and runs between PAs move WE too, and no PA is credited with it.
    let between = 0
    for (let i = 1; i < game.length; i++) between += sign * ((valuesOf(game[i] as ValuePa)?.we_before ?? Number.NaN) - (valuesOf(game[i - 1] as ValuePa)?.we_after ?? Number.NaN))
    const startWe = sign === 1 ? (start ?? Number.NaN) : 1 - (start ?? Number.NaN)
    const final = facts.home_runs === facts.away_runs ? 0.5 : 1
    const lastWe = valuesOf(last)?.we_after ?? Number.NaN
    cases.push([`${first.gameId} start`, valuesOf(first)?.we_before ?? Number.NaN, start ?? Number.NaN])
    cases.push([`${first.gameId} final`, sign === 1 ? lastWe : 1 - lastWe, final])
    cases.push([`${first.gameId} gain`, gained + between, final - startWe])
    if (Math.abs(between) < 1e-12) clean += 1
  }
  expect(off(cases)).toEqual([])
  // Most games have no WE moved between PAs: for them Σ WPA alone is the winner's gain.
  expect(clean).toBeGreaterThan(perGame.length / 10)
})

test('RE24, "The Book": every half-inning’s Σ RE24 = runs on plays − RE(start) + RE(end) − the RE moved between PAs; a complete one of innings 1–8 without such moves is runs − RE(0 out, empty)', () => {
  const cases: [string, number, number][] = []
  const halves = groups((pa) => `${pa.gameId}:${pa.inning}:${pa.half}`)
  let sample = 0
  const re = (outs: number, bases: number) => runExpectancy(matrix, { outs, bases }) ?? Number.NaN
  for (const half of halves) {
    const first = half[0]
    const last = half[half.length - 1]
    if (!first || !last) throw new Error('an empty half-inning')
    const name = `${first.gameId} ${first.inning}${first.half}`
    const sum = half.reduce((total, pa) => total + (paRunValues(pa, { matrix, boLi: [] }).re24 ?? Number.NaN), 0)
    const onPlays = half.reduce((total, pa) => total + pa.runsOnPlay, 0)
    let moved = 0
    let runsBetween = 0
    for (let i = 1; i < half.length; i++) {
      const [before, after] = [half[i - 1] as ValuePa, half[i] as ValuePa]
      moved += re(after.outsBefore, after.basesBefore) - re(before.outsAfter, before.basesAfter)
      runsBetween += (valuesOf(after)?.runs_before ?? Number.NaN) - (valuesOf(before)?.runs_after ?? Number.NaN)
    }
    // Runs that score between PAs (a steal of home, a wild pitch) are in the score but on no play.
    const runs = (valuesOf(last)?.runs_after ?? Number.NaN) - (valuesOf(first)?.runs_before ?? Number.NaN)
    cases.push([`${name} runs`, onPlays, runs - runsBetween])
    cases.push([`${name} RE24`, sum, onPlays - re(first.outsBefore, first.basesBefore) + re(last.outsAfter, last.basesAfter) - moved])
    if (first.inning <= 8 && last.outsAfter === 3 && moved === 0 && runsBetween === 0 && first.outsBefore === 0 && first.basesBefore === 0) {
      cases.push([`${name} sample`, sum, runs - re(0, 0)])
      sample += 1
    }
  }
  expect(off(cases)).toEqual([])
  expect(sample).toBeGreaterThan(halves.length / 2)
})
