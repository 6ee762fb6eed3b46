import 'server-only'
import type { Db } from '@/lib/data/db'
import { PITCH_TYPE_LABELS, type PitchType } from '@/lib/domain/events'
import { velocityHistogram } from '@/lib/domain/pitch-metrics/velocity-histogram'
import { rate } from '@/lib/domain/stats/rate'
import { pitchTypeSummarySchema, type PitchTypeSummary } from '@/lib/schemas/pitch-boards'
import { memoPerDatabase } from '../memo-per-database'
import { hasPitchRows, REGULAR_SEASON } from './season-pitches-sql'

type Row = { type: PitchType; speed_kmh: number | null; pitches: number }

const BY_TYPE_AND_SPEED = `SELECT pi.type, pi.speed_kmh, COUNT(*) AS pitches
  FROM games g JOIN pitches pi ON pi.game_id = g.id
  WHERE ${REGULAR_SEASON} GROUP BY pi.type, pi.speed_kmh`

/**
 * The league's pitch types for a regular season: count, usage, mean and max km/h and a 2 km/h
 * histogram of each; null for a season without games, `available: false` for one without pitch rows.
 */
export function pitchTypeSummaryFrom(db: Db, season: number): PitchTypeSummary | null {
  const pitched = hasPitchRows(db, season)
  if (pitched === null) return null
  if (!pitched) return { season, available: false, reason: 'no-pitch-data' }
  const rows = db.prepare<[{ season: number }], Row>(BY_TYPE_AND_SPEED).all({ season })
  const total = rows.reduce((sum, row) => sum + row.pitches, 0)
  const byType = new Map<PitchType, Row[]>()
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row])
  const types = [...byType].map(([type, list]) => {
    const timed = list.flatMap((row) => (row.speed_kmh === null ? [] : [{ speedKmh: row.speed_kmh, pitches: row.pitches }]))
    const pitches = list.reduce((sum, row) => sum + row.pitches, 0)
    return {
      type, label: PITCH_TYPE_LABELS[type], pitches, usagePct: pitches / total,
      avgSpeedKmh: rate(timed.reduce((sum, row) => sum + row.speedKmh * row.pitches, 0), timed.reduce((sum, row) => sum + row.pitches, 0)),
      maxSpeedKmh: timed.length > 0 ? Math.max(...timed.map((row) => row.speedKmh)) : null,
      bins: velocityHistogram(timed),
    }
  })
  return pitchTypeSummarySchema.parse({ season, available: true, pitches: total, types: types.sort((a, b) => b.pitches - a.pitches) })
}

export const getPitchTypeSummary = memoPerDatabase(pitchTypeSummaryFrom)
