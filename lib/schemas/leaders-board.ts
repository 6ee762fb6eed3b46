import { z } from 'zod'
import { STAT_FORMATS } from '@/lib/domain/format/stat-format'
import { leaderEntrySchema } from './leaders'
import { STAT_LINE_LEVELS, statQualifierSchema } from './stat-lines'

/** How many lines a card lists per league (`?top=`). */
export const LEADERS_TOPS = [10, 20, 50] as const
export type LeadersTop = (typeof LEADERS_TOPS)[number]

/** A league's list in a card: the home page's leader entries (competition ranks, ties all kept). */
const leagueListSchema = z.array(leaderEntrySchema)

export const leadersBoardCategorySchema = z.object({
  /** The stat's key in the stat-lines DTO (`avg`, `k_bb_pct`). */
  key: z.string(),
  label: z.string(),
  format: z.enum(STAT_FORMATS),
  /** `asc` where lower is better (ERA, a batter's K%). */
  order: z.enum(['asc', 'desc']),
  /** Rates rank only lines at the view's qualifying mark; counts rank everyone with at least 1. */
  qualifiedOnly: z.boolean(),
  /** False where the view's level cannot count the stat (steals, ERA … in a PA split): its lists are empty. */
  available: z.boolean(),
  /** Each league asked for (both unless `?league=`). */
  leagues: z.object({ central: leagueListSchema.optional(), pacific: leagueListSchema.optional() }),
})
export type LeadersBoardCategory = z.infer<typeof leadersBoardCategorySchema>

/**
 * The at-bat leaderboards of a season and a split filter: per headline category the top N of each
 * league. `level`, `qualifier` and `through` are the stat lines' (lib/schemas/stat-lines.ts).
 */
export const leadersBoardSchema = z.object({
  season: z.number().int(),
  side: z.enum(['batting', 'pitching']),
  level: z.enum(STAT_LINE_LEVELS),
  qualifier: statQualifierSchema,
  through: z.string().nullable(),
  top: z.literal(LEADERS_TOPS),
  categories: z.array(leadersBoardCategorySchema),
})
export type LeadersBoard = z.infer<typeof leadersBoardSchema>
