import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { summariseTransitions } from '@/lib/domain/game-stats/win-model-inputs'
import { winModelInputsSchema, type WinModelInputs } from '@/lib/schemas/win-model'
import { seasonWinModel } from './season-win-model'

/** The season's transition rates per base-out state, as the model uses them. Null without PAs. */
export function winModelInputsFrom(db: Db, season: number): WinModelInputs | null {
  const chain = seasonWinModel(db, season)
  if (chain === null) return null
  return winModelInputsSchema.parse({ season, pas: chain.pas, states: summariseTransitions(chain.model) })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getWinModelInputs = cache(memoPerDatabase(winModelInputsFrom))
