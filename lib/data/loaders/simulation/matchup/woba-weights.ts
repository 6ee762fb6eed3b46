import 'server-only'
import type { Db } from '@/lib/data/db'
import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'

type Row = { key: string; value: number }

/** The season's NPB-wide wOBA weights from league_constants (derived from our linear weights); null where a weight is missing. */
export function wobaWeightsFrom(db: Db, season: number): Omit<WobaWeights, 'scale'> | null {
  const rows = db.prepare<[number], Row>("SELECT key, value FROM league_constants WHERE season = ? AND league = 'npb'").all(season)
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null
  const [wBB, wHBP, w1B, w2B, w3B, wHR] = ['w_bb', 'w_hbp', 'w_1b', 'w_2b', 'w_3b', 'w_hr'].map(value)
  if (wBB == null || wHBP == null || w1B == null || w2B == null || w3B == null || wHR == null) return null
  return { wBB, wHBP, w1B, w2B, w3B, wHR }
}
