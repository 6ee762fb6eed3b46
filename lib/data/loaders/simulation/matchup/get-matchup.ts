import 'server-only'
import { cache } from 'react'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { Matchup } from '@/lib/schemas/simulation-matchup'
import { matchupBaseFrom, withSimulation, type MatchupMissing, type MatchupQuery } from './matchup-from'
import { defaultPairingFrom } from './matchup-players'

export type MatchupAnswer = { ok: true; matchup: Matchup } | { ok: false; missing: MatchupMissing }

/** The model part per (batter, pitcher, season, park), kept for the server's life (memo-per-database.ts). */
const matchupBase = memoPerDatabase((db, batter: string, pitcher: string, season: MatchupQuery['season'], park: number | null) =>
  matchupBaseFrom(db, { batter, pitcher, season, park }),
)

/** The whole answer per query, simulated sample included: a page asked again is served from here. */
const matchupAnswer = memoPerDatabase((_db, batter: string, pitcher: string, season: MatchupQuery['season'], park: number | null, n: number, seed: number): MatchupAnswer | null => {
  const answer = matchupBase(batter, pitcher, season, park)
  if (!answer) return null
  return answer.ok ? { ok: true, matchup: withSimulation(answer.base, n, seed) } : answer
})

/**
 * A batter against a pitcher with N simulated PAs under `seed`; which part is unknown otherwise.
 * A new N or seed reuses the pair's model and draws only the sample (100,000 PAs take a few
 * milliseconds). Null without a database.
 */
export const getMatchup = cache(
  (query: MatchupQuery & { n: number; seed: number }): MatchupAnswer | null =>
    matchupAnswer(query.batter, query.pitcher, query.season, query.park, query.n, query.seed) ?? null,
)

/** The example pairing of the page when no one is picked (matchup-players.ts). */
export const getDefaultPairing = cache(memoPerDatabase(defaultPairingFrom))

