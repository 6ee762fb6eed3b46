import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { runValueViewSchema, type GutsRow, type RunValueView } from '@/lib/schemas/run-value'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { listRunValueGuts, listRunValueGutsFrom } from './list-run-value-guts'
import { runValueWeightsFrom } from './run-value-weights'

function view(db: Db, season: number, scope: LeagueScope, guts: readonly GutsRow[]): RunValueView | null {
  const weights = runValueWeightsFrom(db, season, scope)
  if (!weights) return null
  return runValueViewSchema.parse({
    season,
    league: scope,
    weights: weights.weights,
    steals_excluded: weights.stealsExcluded,
    summary: guts.find((row) => row.season === season) ?? null,
    guts,
  })
}

/** /game-stats/run-value's DTO for a season and scope; null when that season's run values were not derived. */
export function runValueViewFrom(db: Db, season: number, scope: LeagueScope): RunValueView | null {
  return view(db, season, scope, listRunValueGutsFrom(db, scope))
}

/** Read once per server (memo-per-database.ts), sharing the scope's memoised guts table with the CSV. */
export const getRunValueView = cache(memoPerDatabase((db: Db, season: number, scope: LeagueScope) => view(db, season, scope, listRunValueGuts(scope) ?? [])))
