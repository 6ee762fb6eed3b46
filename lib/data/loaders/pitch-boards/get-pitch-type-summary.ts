import 'server-only'
import type { Db } from '@/lib/data/db'
import { PITCH_TYPE_LABELS, type PitchType } from '@/lib/domain/events'
import { countUsage } from '@/lib/domain/pitch-metrics/count-usage'
import { velocityHistogram } from '@/lib/domain/pitch-metrics/velocity-histogram'
import { rate } from '@/lib/domain/stats/rate'
import { pitchTypeSummarySchema, type PitchTypeSummary } from '@/lib/schemas/pitch-boards'
import { memoPerDatabase } from '../memo-per-database'
import { hasPitchRows } from './season-pitches-sql'

type Row = { type: PitchType; balls: number; strikes: number; speed_kmh: number | null; pitches: number }

/** The season's pitches by type, count and km/h as the read model keeps them (derive/pitch-board-lines.ts). */
const TYPE_COUNTS = 'SELECT type, balls, strikes, speed_kmh, pitches FROM pitch_type_counts WHERE season = ?'

const total = (rows: readonly { pitches: number }[]) => rows.reduce((sum, row) => sum + row.pitches, 0)

/** One pitch type's line: count, usage, mean and max km/h and its 2 km/h histogram. */
function typeLine(type: PitchType, rows: readonly Row[], all: number) {
  const bySpeed = new Map<number, number>()
  for (const row of rows) if (row.speed_kmh !== null) bySpeed.set(row.speed_kmh, (bySpeed.get(row.speed_kmh) ?? 0) + row.pitches)
  const timed = [...bySpeed].map(([speedKmh, pitches]) => ({ speedKmh, pitches }))
  const pitches = total(rows)
  return {
    type, label: PITCH_TYPE_LABELS[type], pitches, usagePct: pitches / all,
    avgSpeedKmh: rate(timed.reduce((sum, row) => sum + row.speedKmh * row.pitches, 0), total(timed)),
    maxSpeedKmh: timed.length > 0 ? Math.max(...timed.map((row) => row.speedKmh)) : null,
    bins: velocityHistogram(timed),
  }
}

/**
 * The league's pitch types for a regular season: count, usage, mean and max km/h and a 2 km/h
 * histogram of each, and each type's share at each ball-strike count; null for a season without
 * games, `available: false` for one without pitch rows.
 */
export function pitchTypeSummaryFrom(db: Db, season: number): PitchTypeSummary | null {
  const pitched = hasPitchRows(db, season)
  if (pitched === null) return null
  if (!pitched) return { season, available: false, reason: 'no-pitch-data' }
  const rows = db.prepare<[number], Row>(TYPE_COUNTS).all(season)
  const all = total(rows)
  const byType = new Map<PitchType, Row[]>()
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row])
  const types = [...byType].map(([type, list]) => typeLine(type, list, all)).sort((a, b) => b.pitches - a.pitches)
  return pitchTypeSummarySchema.parse({
    season, available: true, pitches: all, types,
    counts: countUsage(rows.map((row) => ({ balls: row.balls, strikes: row.strikes, type: row.type, pitches: row.pitches })), types.map((line) => line.type)),
  })
}

export const getPitchTypeSummary = memoPerDatabase(pitchTypeSummaryFrom)
