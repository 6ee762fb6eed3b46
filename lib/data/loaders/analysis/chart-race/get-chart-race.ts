import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { clubChanges } from '@/lib/domain/analysis/race-clubs'
import { encodeRace } from '@/lib/domain/analysis/race-encoding'
import { RACE_TOP, type RaceSide, type RaceStat } from '@/lib/domain/analysis/race-stats'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { chartRaceSchema, type ChartRace } from '@/lib/schemas/chart-race'
import { raceSeasonLinesFrom, getRaceSeasonLines, type RaceSeasonLines } from './race-season-lines'

export type ChartRaceQuery = { season: number; side: RaceSide; stat: RaceStat; league: LeagueScope }

/** A club counts in a scope by its league (a player traded across leagues runs in each league's race with that club's counts). */
const inScope = (team: string, league: LeagueScope) => league === 'npb' || getTeamByCode(team)?.league === league

function names(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map()
  const rows = db.prepare<string[], { id: string; name: string }>(`SELECT id, name_kanji AS name FROM players WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids)
  return new Map(rows.map((row) => [row.id, row.name]))
}

/**
 * The race of a stat in a scope from a season's daily lines: the dates a club of the scope
 * played, each player's counts summed over his clubs in the scope, encoded for the browser with
 * the clubs he counted for. Null for a season without regular games; a stat nobody recorded (no
 * decisions in an imported season) is a race without players.
 */
export function chartRaceOf(db: Db, season: RaceSeasonLines, query: ChartRaceQuery): ChartRace | null {
  const { league, stat } = query
  const dates = [...new Set(season.games.filter((game) => inScope(game.home, league) || inScope(game.away, league)).map((game) => game.date))].sort()
  if (dates.length === 0) return null
  const lines = season.lines.filter((line) => line.stat === stat && inScope(line.team, league))
  const race = encodeRace(dates, lines, RACE_TOP)
  const clubs = clubChanges(dates, lines)
  const named = names(db, race.players)
  return chartRaceSchema.parse({
    ...query,
    top: RACE_TOP,
    dates: race.dates,
    players: race.players.map((id) => ({ id, name: named.get(id) ?? id, clubs: clubs.get(id) ?? [] })),
    deltas: race.deltas,
  })
}

export function chartRaceFrom(db: Db, query: ChartRaceQuery): ChartRace | null {
  return chartRaceOf(db, raceSeasonLinesFrom(db, query.season, query.side), query)
}

/** Kept per server (memo-per-database.ts): the page, its API twin and its table read one race; the season's lines are shared by every stat and scope. */
export const getChartRace = cache(
  memoPerDatabase((db: Db, query: ChartRaceQuery) => chartRaceOf(db, getRaceSeasonLines(query.season, query.side) ?? raceSeasonLinesFrom(db, query.season, query.side), query)),
)
