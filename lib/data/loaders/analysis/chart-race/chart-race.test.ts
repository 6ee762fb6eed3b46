import Database from 'better-sqlite3'
import { statLinesFrom } from '@/lib/data/loaders/stat-lines/get-stat-lines'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { raceFrames, type RaceFrame } from '@/lib/domain/analysis/race-frames'
import { RACE_STATS, RACE_TOP, type RaceSide, type RaceStat } from '@/lib/domain/analysis/race-stats'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { ChartRace } from '@/lib/schemas/chart-race'
import { chartRaceOf } from './get-chart-race'
import { raceSeasonLinesFrom } from './race-season-lines'

let db: Database.Database
beforeAll(() => { db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true }) })
afterAll(() => db.close())

const season = 2025
const race = (side: RaceSide, stat: RaceStat, league: LeagueScope = 'npb') => chartRaceOf(db, raceSeasonLinesFrom(db, season, side), { season, side, stat, league })

/** Each player's total of a stat in the stat lines of a view, over his clubs in the scope. */
function lineTotals(side: RaceSide, stat: RaceStat, filter: object, league: LeagueScope = 'npb'): Map<string, number> {
  const lines = statLinesFrom(db, { side, from: season, to: season, filter })?.lines ?? []
  const totals = new Map<string, number>()
  for (const line of lines as readonly Record<string, unknown>[]) {
    const club = TEAM_BY_CODE[String(line.team) as TeamCode]
    if (league !== 'npb' && club.league !== league) continue
    const id = String(line.player_id)
    totals.set(id, (totals.get(id) ?? 0) + Number(line[stat] ?? 0))
  }
  return totals
}

/** A frame as the leaderboard checks it: the top players' totals, by id, and the last place's total. */
function drawn(data: ChartRace, frame: RaceFrame | undefined) {
  const order = frame?.order ?? []
  return { totals: new Map(order.map((player) => [data.players[player]?.id ?? '', frame?.totals[player] ?? 0])), last: frame?.totals[order[order.length - 1] ?? -1] ?? 0 }
}

/** The frame equals the view's leaderboard: each drawn player's total is his line total, and nobody left out has more than the last drawn. */
function expectLeaderboard(data: ChartRace, frame: RaceFrame | undefined, totals: ReadonlyMap<string, number>) {
  const { totals: shown, last } = drawn(data, frame)
  expect(shown.size).toBe(Math.min(RACE_TOP, [...totals.values()].filter((value) => value > 0).length))
  for (const [id, total] of shown) expect([id, total]).toEqual([id, totals.get(id)])
  for (const [id, total] of totals) if (!shown.has(id)) expect(total).toBeLessThanOrEqual(last)
}

const EVERY: readonly (readonly [RaceSide, RaceStat])[] = [...RACE_STATS.batting.map((stat) => ['batting', stat] as const), ...RACE_STATS.pitching.map((stat) => ['pitching', stat] as const)]

test.each(EVERY)(
  'the last date of the %s %s race is the season’s leaderboard (the season lines, summed per player)',
  (side, stat) => {
    const data = race(side, stat)
    const frames = data ? raceFrames(data, data.top) : []
    expect(data?.dates.length).toBeGreaterThan(100)
    expectLeaderboard(data as ChartRace, frames[frames.length - 1], lineTotals(side, stat, {}))
  },
)

test('a date in the middle of the season is the "as of" leaderboard of that date (stat-lines, to = the date)', () => {
  for (const [side, stat] of [['batting', 'hr'], ['batting', 'sb'], ['pitching', 'so'], ['pitching', 'hld']] as const) {
    const data = race(side, stat)
    const index = Math.floor((data?.dates.length ?? 0) / 2)
    const date = data?.dates[index] ?? ''
    expectLeaderboard(data as ChartRace, data ? raceFrames(data, data.top)[index] : undefined, lineTotals(side, stat, { to: date }))
  }
})

test('a league’s race counts its clubs only, and draws each player with the club he counted for', () => {
  const data = race('batting', 'rbi', 'pacific')
  const frames = data ? raceFrames(data, data.top) : []
  expectLeaderboard(data as ChartRace, frames[frames.length - 1], lineTotals('batting', 'rbi', {}, 'pacific'))
  for (const player of data?.players ?? []) for (const [, club] of player.clubs) expect(TEAM_BY_CODE[club as TeamCode].league).toBe('pacific')
  expect(data?.players.every((player) => player.name !== player.id)).toBe(true)
})

test('a season without games is no race; the sent race stays compact', () => {
  expect(chartRaceOf(db, raceSeasonLinesFrom(db, 2099, 'batting'), { season: 2099, side: 'batting', stat: 'hr', league: 'npb' })).toBeNull()
  const hits = race('batting', 'h')
  expect(JSON.stringify(hits).length).toBeLessThan(60_000)
  expect(hits?.deltas.length).toBe(hits?.dates.length)
})
