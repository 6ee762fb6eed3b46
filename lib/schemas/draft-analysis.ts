import { z } from 'zod'
import { DRAFT_ROUNDS } from '@/lib/domain/analysis/draft-round'
import { DRAFT_SOURCES } from '@/lib/domain/analysis/draft-source'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const season = z.number().int().nullable()

/** One drafted player and his first-team career in the data's seasons. */
export const draftPickSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  year: z.number().int(),
  /** The round group (draft-round.ts) and the round as drafted. */
  round: z.enum(DRAFT_ROUNDS).nullable(),
  round_number: z.number().int().nullable(),
  ikusei: z.boolean(),
  team: z.enum(TEAM_CODES).nullable(),
  source: z.enum(DRAFT_SOURCES).nullable(),
  pitcher: z.boolean(),
  /** Regular-season first-team games, and the first and last season with one (null: none). */
  games: count,
  first_season: season,
  last_season: season,
  /** The season his player page opens on: his last with a game, else his last on a roster (null: he has no page). */
  page_season: season,
  /** Career runs above average (draft-value.ts). */
  value: z.number(),
})
export type DraftPick = z.infer<typeof draftPickSchema>

/** How a group of picks (a round, a source, a club, a year) turned out (draft-summary.ts). */
export const draftGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  picks: count,
  reached: count,
  reach_rate: z.number().nullable(),
  positive: count,
  positive_rate: z.number().nullable(),
  total_value: z.number(),
  value_per_pick: z.number().nullable(),
  best: draftPickSchema.nullable(),
})
export type DraftGroup = z.infer<typeof draftGroupSchema>

export const draftAnalysisSchema = z.object({
  /** False when the source holds no draft records (npb.jp's games): the page says so. */
  available: z.boolean(),
  /** The data's seasons, whose careers the values cover. */
  first_season: season,
  last_season: season,
  /** Draft years whose picks' whole careers fall in the data's seasons, newest first. */
  years: z.array(z.number().int()),
  /** The draft year shown; null for every covered year together. */
  year: z.number().int().nullable(),
  total: draftGroupSchema,
  by_round: z.array(draftGroupSchema),
  by_source: z.array(draftGroupSchema),
  by_team: z.array(draftGroupSchema),
  by_year: z.array(draftGroupSchema),
  /** A year's every pick, or across all years the most valuable ones; most valuable first. */
  picks: z.array(draftPickSchema),
})
export type DraftAnalysis = z.infer<typeof draftAnalysisSchema>
