import { z } from 'zod'
import { SPLIT_AXIS_ORDER } from '@/lib/domain/players/split-axes'

const count = z.number().int().min(0)
const rate = z.number().nullable()

/** The line of a split: for a pitcher, the batters' line against him (pa = batters faced). */
const splitLineSchema = z.object({
  counts: z.object({
    pa: count, ab: count, h: count, doubles: count, triples: count, hr: count,
    bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count,
  }),
  rates: z.object({
    avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, kPct: rate, bbPct: rate, tb: count,
  }),
})

/** `sums` false: a sub-row (得点圏, 満塁, 2ストライク, フルカウント) inside `parent` or across the axis, not added up. */
export const splitRowSchema = splitLineSchema.extend({
  key: z.string(),
  label: z.string(),
  sums: z.boolean(),
  parent: z.string().nullable(),
})
export type SplitRowDto = z.infer<typeof splitRowSchema>

/** `rows` null: the source has no count (or no LI) for any PA of the season — show the axis as unavailable. */
export const splitAxisSchema = z.object({
  axis: z.enum(SPLIT_AXIS_ORDER),
  label: z.string(),
  rows: z.array(splitRowSchema).nullable(),
})
export type SplitAxisDto = z.infer<typeof splitAxisSchema>

/** A player's situational splits for one regular season, as a batter or as a pitcher. */
export const playerSplitsSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  season: z.number().int(),
  side: z.enum(['batting', 'pitching']),
  /** The season line the summing rows of every axis add up to. */
  total: splitLineSchema,
  axes: z.array(splitAxisSchema),
})
export type PlayerSplits = z.infer<typeof playerSplitsSchema>
