import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { pearson } from '@/lib/domain/analysis/position-pearson'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import type { PositionBattingView, PositionFieldingView } from '@/lib/schemas/position-correlation'
import { pooledCorrelationFrom, positionCorrelationFrom } from './get-position-correlation'

const SEASON = 2025
const REGULAR = "g.kind IN ('regular', 'interleague')"

const batting = readSimDatabase((db) => ({
  view: positionCorrelationFrom(db, 'batting', SEASON) as PositionBattingView,
  clubPa: db.prepare<[number], { team: string; pa: number }>('SELECT team, SUM(pa) AS pa FROM player_season_batting WHERE season = ? GROUP BY team').all(SEASON),
  seasonPa: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.season = ? AND ${REGULAR}`).get(SEASON)?.n ?? 0,
  // The Giants' catchers' home runs, counted straight from the events and the stints.
  giantsCatcherHr: db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id
    JOIN substitutions s ON s.game_id = p.game_id AND s.player_id = p.batter_id AND s.team = 'g' AND s.position = 'C'
      AND s.entered_seq < p.seq AND (s.exited_seq IS NULL OR p.seq <= s.exited_seq)
    WHERE g.season = ? AND ${REGULAR} AND p.result = 'HR'`).get(SEASON)?.n,
}))

test('every regular-season PA is placed at one position of one club, and each club’s positions add up to its season lines', () => {
  const { view, clubPa, seasonPa } = batting
  expect(view.positions_known).toBe(true)
  expect(view.clubs.map((club) => club.team)).toEqual([...TEAM_CODES])
  const placed = view.clubs.reduce((sum, club) => sum + club.lines.reduce((inner, line) => inner + line.pa, 0), 0)
  expect(placed + view.unplaced_pa).toBe(seasonPa)
  // The simulator leaves a rare PA outside every stint (a pinch hitter batting again); such PAs are few.
  expect(view.unplaced_pa).toBeLessThan(seasonPa / 1000)
  for (const club of view.clubs) {
    const own = clubPa.find((row) => row.team === club.team)?.pa ?? 0
    expect(own - club.lines.reduce((sum, line) => sum + line.pa, 0)).toBeLessThanOrEqual(view.unplaced_pa)
  }
})

test('a club’s position line counts that position’s PAs (the Giants’ catchers’ home runs from the events)', () => {
  const giants = batting.view.clubs.find((club) => club.team === 'g')
  expect(giants?.lines.find((line) => line.position === 'C')?.hr).toBe(batting.giantsCatcherHr)
  expect(giants?.regulars.find((regular) => regular.position === 'C')?.amount).toBeGreaterThan(0)
})

test('the all-clubs line of a position is the clubs’ lines added up; its wRC+ their PA-weighted mean', () => {
  const { view } = batting
  const shortstops = view.clubs.flatMap((club) => club.lines.filter((line) => line.position === 'SS'))
  const league = view.league.find((line) => line.position === 'SS')
  expect(league?.pa).toBe(shortstops.reduce((sum, line) => sum + line.pa, 0))
  expect(league?.h).toBe(shortstops.reduce((sum, line) => sum + line.h, 0))
  expect(league?.wraa).toBeCloseTo(shortstops.reduce((sum, line) => sum + (line.wraa ?? 0), 0), 9)
  const weighted = shortstops.reduce((sum, line) => sum + (line.wrc_plus ?? 0) * line.pa, 0) / (league?.pa ?? 1)
  expect(league?.wrc_plus).toBeCloseTo(weighted, 9)
})

test('the season’s correlation is Pearson’s r of the twelve clubs’ position wRAA and their runs', () => {
  const { view } = batting
  const row = view.correlation.find((one) => one.position === 'C')
  const xs = view.clubs.map((club) => club.lines.find((line) => line.position === 'C')?.wraa ?? 0)
  const ys = view.clubs.map((club) => view.results.find((result) => result.team === club.team)?.runs_scored ?? 0)
  expect(row?.cells[0]).toEqual({ metric: 'runs_scored', r: expect.closeTo(pearson(xs, ys) ?? NaN, 12), n: 12 })
})

test('fielding by position adds up the read model’s fielding lines; a season without standings has no view', () => {
  const { view, outs, errors, missing } = readSimDatabase((db) => ({
    view: positionCorrelationFrom(db, 'fielding', SEASON) as PositionFieldingView,
    outs: db.prepare<[number], { n: number }>("SELECT SUM(outs) AS n FROM player_season_fielding WHERE season = ? AND position = 'SS'").get(SEASON)?.n,
    errors: db.prepare<[number], { n: number }>("SELECT SUM(e) AS n FROM player_season_fielding WHERE season = ? AND position = 'SS'").get(SEASON)?.n,
    missing: positionCorrelationFrom(db, 'fielding', 1999),
  }))
  expect(view.positions_known).toBe(true)
  const shortstops = view.league.find((line) => line.position === 'SS')
  expect(shortstops).toMatchObject({ outs, e: errors })
  expect(shortstops?.fpct).toBeCloseTo(((shortstops?.po ?? 0) + (shortstops?.a ?? 0)) / (shortstops?.tc ?? 1), 12)
  expect(view.correlation.map((row) => row.cells.map((cell) => cell.metric))[0]).toEqual(['runs_allowed', 'run_diff', 'winning_percentage'])
  expect(missing).toBeNull()
})

test('the pooled correlation covers every season of the standings, twelve clubs each', () => {
  const { pooled, seasons } = readSimDatabase((db) => ({
    pooled: pooledCorrelationFrom(db, 'fielding'),
    seasons: db.prepare<[], { season: number }>('SELECT DISTINCT season FROM standings ORDER BY season DESC').all().map((row) => row.season),
  }))
  expect(pooled.seasons).toEqual(seasons)
  const catchers = pooled.rows.find((row) => row.position === 'C')
  expect(catchers?.cells.every((cell) => cell.n === 12 * seasons.length)).toBe(true)
  expect(catchers?.cells.every((cell) => cell.r === null || Math.abs(cell.r) <= 1)).toBe(true)
})
