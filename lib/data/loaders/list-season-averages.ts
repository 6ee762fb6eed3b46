import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates, type PitchingCounts } from '@/lib/domain/stats/pitching'
import { rate } from '@/lib/domain/stats/rate'
import type { RecordType } from '@/lib/schemas/career'
import {
  AVERAGE_SCOPES,
  seasonAveragesSchema,
  type AverageScope,
  type BattingAverageRow,
  type PitchingAverageRow,
  type SeasonAverages,
} from '@/lib/schemas/season-averages'
import { dataSourceFrom } from './get-data-source'
import { memoPerDatabase } from './memo-per-database'

type Keyed = { season: number; league: 'central' | 'pacific'; team_games: number }
type BattingTotals = BattingCounts & { r: number }

const BATTING_SUMS = ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'ibb', 'hbp', 'so', 'sf', 'sh', 'r'] as const
const PITCHING_SUMS = ['outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er'] as const

/** A league's counts for each season, with its clubs' games from the standings. */
function leagueTotals<Key extends string>(db: Db, table: string, keys: readonly Key[], seasons: readonly number[]): Array<Keyed & Record<Key, number>> {
  const list = seasons.map(() => '?').join(', ')
  return db
    .prepare<number[], Keyed & Record<Key, number>>(
      `SELECT t.season, t.league, ${keys.map((key) => `t.${key}`).join(', ')}, COALESCE(g.team_games, 0) AS team_games
       FROM (SELECT season, league, ${keys.map((key) => `SUM(${key}) AS ${key}`).join(', ')} FROM ${table} WHERE season IN (${list}) GROUP BY season, league) t
       LEFT JOIN (SELECT season, league, SUM(games) AS team_games FROM standings GROUP BY season, league) g ON g.season = t.season AND g.league = t.league
       ORDER BY t.season, t.league`,
    )
    .all(...seasons)
}

/** Each season's セ and パ totals plus their sum (NPB), in AVERAGE_SCOPES order. */
function byScope<Key extends string>(rows: ReadonlyArray<Keyed & Record<Key, number>>, keys: readonly Key[], seasons: readonly number[]) {
  return seasons.flatMap((season) => {
    const leagues = rows.filter((row) => row.season === season)
    if (leagues.length === 0) return []
    const sum = (members: typeof leagues) => {
      const totals = { team_games: 0 } as Record<Key | 'team_games', number>
      for (const key of keys) totals[key] = 0
      for (const member of members) {
        totals.team_games += member.team_games
        for (const key of keys) totals[key] += member[key]
      }
      return totals
    }
    return AVERAGE_SCOPES.flatMap((scope) => {
      const members = scope === 'npb' ? leagues : leagues.filter((row) => row.league === scope)
      return members.length === 0 ? [] : [{ season, scope, totals: sum(members) }]
    })
  })
}

/**
 * A league's batting averages from its summed counts: AVG, OBP, SLG, OPS by the NPB conventions;
 * HR and runs per team-game (a club's game, so both clubs of a game count); K% and BB% over PA.
 *
 * @example 6,214 runs and 1,299 HR over 1,716 team-games (12 clubs × 143) → 3.62 runs and 0.76 HR per team-game
 */
export function battingAverageRow(season: number, scope: AverageScope, totals: BattingTotals & { team_games: number }): BattingAverageRow {
  const rates = battingRates(totals)
  return {
    season, scope, team_games: totals.team_games,
    avg: rates.avg, obp: rates.obp, slg: rates.slg, ops: rates.ops,
    hr_per_game: rate(totals.hr, totals.team_games), runs_per_game: rate(totals.r, totals.team_games),
    k_pct: rates.kPct, bb_pct: rates.bbPct,
  }
}

export function pitchingAverageRow(season: number, scope: AverageScope, totals: PitchingCounts & { team_games: number }, fipConstant: number | null): PitchingAverageRow {
  const rates = pitchingRates(totals)
  return { season, scope, team_games: totals.team_games, era: rates.era, whip: rates.whip, k9: rates.k9, bb9: rates.bb9, hr9: rates.hr9, fip_constant: fipConstant }
}

/** League averages per season for セ, パ and NPB; the FIP constant is the one our derivation stored. */
export function seasonAveragesFrom(db: Db, type: RecordType): SeasonAverages {
  const seasons = [...(dataSourceFrom(db)?.seasons ?? [])].sort((a, b) => a - b)
  if (type === 'batting') {
    const rows = byScope(leagueTotals(db, 'player_season_batting', BATTING_SUMS, seasons), BATTING_SUMS, seasons)
    return seasonAveragesSchema.parse({ type, seasons, rows: rows.map(({ season, scope, totals }) => battingAverageRow(season, scope, totals)) })
  }
  const constants = new Map(
    db
      .prepare<[], { season: number; league: string; value: number }>("SELECT season, league, value FROM league_constants WHERE key = 'fip_constant'")
      .all()
      .map((row) => [`${row.season}:${row.league}`, row.value]),
  )
  const rows = byScope(leagueTotals(db, 'player_season_pitching', PITCHING_SUMS, seasons), PITCHING_SUMS, seasons)
  return seasonAveragesSchema.parse({
    type,
    seasons,
    rows: rows.map(({ season, scope, totals }) => pitchingAverageRow(season, scope, totals, constants.get(`${season}:${scope}`) ?? null)),
  })
}

/** Averages over every season: computed once per server (memo-per-database.ts). */
export const listSeasonAverages = cache(memoPerDatabase(seasonAveragesFrom))
