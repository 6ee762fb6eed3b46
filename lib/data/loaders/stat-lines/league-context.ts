import 'server-only'
import type { Db } from '@/lib/data/db'
import type { LeagueContext } from '@/lib/domain/stats/stat-line-rates'
import type { League } from '@/lib/domain/teams/teams'

export type SeasonContext = { leagues: Map<League, LeagueContext>; parkFactors: Map<string, number> }

type ConstantRow = { league: string; key: string; value: number }

/** The season's league constants and applied park factors, as derive/player-rates.ts used them for the season lines. */
export function seasonContextFrom(db: Db, season: number): SeasonContext {
  const rows = db.prepare<[number], ConstantRow>("SELECT league, key, value FROM league_constants WHERE season = ? AND league != 'npb'").all(season)
  const leagues = new Map<League, LeagueContext>()
  for (const league of ['central', 'pacific'] as const) {
    const value = (key: string) => rows.find((row) => row.league === league && row.key === key)?.value ?? null
    const [scale, wBB, wHBP, w1B, w2B, w3B, wHR, leagueWoba, runsPerPa] =
      ['woba_scale', 'w_bb', 'w_hbp', 'w_1b', 'w_2b', 'w_3b', 'w_hr', 'league_woba', 'runs_per_pa'].map(value)
    if (scale == null || wBB == null || wHBP == null || w1B == null || w2B == null || w3B == null || wHR == null || leagueWoba == null || runsPerPa == null) continue
    leagues.set(league, { scale, wBB, wHBP, w1B, w2B, w3B, wHR, leagueWoba, runsPerPa, fipConstant: value('fip_constant') })
  }
  const parks = db.prepare<[number], { team: string; applied: number }>('SELECT team, applied FROM park_factors WHERE season = ?').all(season)
  return { leagues, parkFactors: new Map(parks.map((row) => [row.team, row.applied])) }
}
