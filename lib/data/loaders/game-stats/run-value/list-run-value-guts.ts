import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { fipConstantRa9, publishedRa9FipConstant } from '@/lib/domain/sabermetrics/fip-constant-ra9'
import { runsPerNine, runsPerWin } from '@/lib/domain/sabermetrics/runs-per-win'
import { isKnownSeason } from '@/lib/seasons'
import { gutsRowSchema, type GutsRow } from '@/lib/schemas/run-value'
import { dataSourceFrom } from '@/lib/data/loaders/get-data-source'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { leagueRunTotalsFrom, totalsKey } from './league-run-totals'
import { stealValuesFrom } from './steal-values'

type Constant = { season: number; key: string; value: number }

/** The league_constants keys every row needs; a season missing one (no league sample) has no row rather than blanks. */
const REQUIRED = ['league_woba', 'woba_scale', 'w_bb', 'w_hbp', 'w_1b', 'w_2b', 'w_3b', 'w_hr', 'runs_per_pa'] as const

/**
 * The "Guts" table for a scope: one row per served season, newest first — the wOBA weights,
 * scale and league wOBA and R/PA as our derivation stored them (league_constants), R/W and RA9
 * from the games' runs, SB and CS run values from the runner events, and both FIP constants.
 */
export function listRunValueGutsFrom(db: Db, scope: LeagueScope): GutsRow[] {
  const served = new Set((dataSourceFrom(db)?.seasons ?? []).filter(isKnownSeason))
  const constants = db.prepare<[string], Constant>('SELECT season, key, value FROM league_constants WHERE league = ? ORDER BY season DESC').all(scope)
  const bySeason = new Map<number, Map<string, number>>()
  for (const { season, key, value } of constants) {
    if (!served.has(season)) continue
    const of = bySeason.get(season) ?? new Map<string, number>()
    of.set(key, value)
    bySeason.set(season, of)
  }
  const totals = leagueRunTotalsFrom(db)
  return [...bySeason].flatMap(([season, of]) => {
    if (REQUIRED.some((key) => !of.has(key))) return []
    const league = totals.get(totalsKey(season, scope))
    const steals = stealValuesFrom(db, season)[scope]
    return [
      gutsRowSchema.parse({
        season,
        ...Object.fromEntries(REQUIRED.map((key) => [key, of.get(key)])),
        runs_per_win: league ? runsPerWin(league) : null,
        run_sb: steals.SB.runValue,
        run_cs: steals.CS.runValue,
        fip_constant: of.get('fip_constant') ?? null,
        fip_constant_ra9: league ? fipConstantRa9(league) : null,
        published_fip_constant_ra9: scope === 'npb' ? publishedRa9FipConstant(season) : null,
        league_era: of.get('league_era') ?? null,
        league_ra9: league ? runsPerNine(league) : null,
      }),
    ]
  })
}

/** Read once per server and scope (memo-per-database.ts): the database is fixed until a rebuild. */
export const listRunValueGuts = cache(memoPerDatabase(listRunValueGutsFrom))
