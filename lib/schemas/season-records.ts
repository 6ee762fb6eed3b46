import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const rate = z.number().nullable()

const identity = {
  player_id: z.string(),
  name: z.string(),
  team: z.enum(TEAM_CODES),
  league: z.enum(['central', 'pacific']),
  qualified: z.boolean(),
}

export const battingLineSchema = z.object({
  ...identity,
  g: count, pa: count, ab: count, r: count, h: count, doubles: count, triples: count, hr: count, tb: count, rbi: count,
  sb: count, cs: count, sh: count, sf: count, bb: count, ibb: count, hbp: count, so: count, gidp: count,
  avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, k_pct: rate, bb_pct: rate,
  woba: rate, wraa: rate, wrc: rate, wrc_plus: rate,
})
export type BattingLine = z.infer<typeof battingLineSchema>

export const pitchingLineSchema = z.object({
  ...identity,
  g: count, gs: count, w: count, l: count, sv: count, hld: count, hp: count, cg: count, sho: count, outs: count, bf: count,
  h: count, hr: count, bb: count, ibb: count, hbp: count, so: count, wp: count, bk: count, r: count, er: count,
  era: rate, whip: rate, k9: rate, bb9: rate, hr9: rate, kbb: rate, k_pct: rate, bb_pct: rate, fip: rate,
})
export type PitchingLine = z.infer<typeof pitchingLineSchema>

/** Sortable columns; anything else in a query is a 400, never an SQL fragment. */
export const BATTING_SORT_KEYS = ['avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'woba', 'wrc_plus', 'wraa', 'h', 'hr', 'rbi', 'r', 'sb', 'bb', 'so', 'pa', 'g', 'doubles', 'triples', 'tb', 'k_pct', 'bb_pct'] as const
export const PITCHING_SORT_KEYS = ['era', 'fip', 'whip', 'w', 'l', 'sv', 'hld', 'hp', 'so', 'outs', 'g', 'gs', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct', 'cg', 'sho'] as const

export const seasonRecordsQuerySchema = z.object({
  type: z.enum(['batting', 'pitching']),
  season: z.number().int(),
  league: z.enum(['central', 'pacific']).optional(),
  qualified: z.boolean().default(true),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
})
export type SeasonRecordsQuery = z.infer<typeof seasonRecordsQuerySchema>

export const seasonRecordsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('batting'), season: z.number().int(), total: count, page: z.number().int(), pageSize: z.number().int(), sort: z.string(), order: z.enum(['asc', 'desc']), rows: z.array(battingLineSchema) }),
  z.object({ type: z.literal('pitching'), season: z.number().int(), total: count, page: z.number().int(), pageSize: z.number().int(), sort: z.string(), order: z.enum(['asc', 'desc']), rows: z.array(pitchingLineSchema) }),
])
export type SeasonRecords = z.infer<typeof seasonRecordsSchema>
