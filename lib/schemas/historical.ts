import { z } from 'zod'
import { leaderPlayerSchema, RECORD_TYPES, STAT_FORMATS } from './career'

export const historicalSeasonRowSchema = leaderPlayerSchema.extend({ season: z.number().int() })
export type HistoricalSeasonRow = z.infer<typeof historicalSeasonRowSchema>

/** `qualified_only`: a rate list, limited to seasons with 規定打席 / 規定投球回. */
export const historicalBoardSchema = z.object({
  /** The listed stat's key (hr, era), which is also its glossary entry's. */
  key: z.string(),
  /** The list's heading (通算本塁打); `label` heads its value column (本塁打). */
  title: z.string(),
  label: z.string(),
  format: z.enum(STAT_FORMATS),
  /** desc: most first; asc: lowest first (ERA, WHIP). */
  order: z.enum(['asc', 'desc']),
  qualified_only: z.boolean(),
  rows: z.array(historicalSeasonRowSchema),
})
export type HistoricalBoard = z.infer<typeof historicalBoardSchema>

/** The best single regular seasons in the data, one board per statistic. */
export const historicalSeasonsSchema = z.object({
  type: z.enum(RECORD_TYPES),
  seasons: z.array(z.number().int()),
  boards: z.array(historicalBoardSchema),
})
export type HistoricalSeasons = z.infer<typeof historicalSeasonsSchema>
