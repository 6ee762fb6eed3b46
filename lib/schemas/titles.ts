import { z } from 'zod'
import { AWARD_POSITIONS } from '@/lib/domain/titles/positions'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { TITLE_TYPES } from '@/lib/route-params'

const count = z.number().int().min(0)
const rate = z.number().nullable()

/** The season line a title was won with, as far as the page shows it. */
export const titleBattingLineSchema = z.object({
  g: count, pa: count, ab: count, h: count, hr: count, rbi: count, sb: count, avg: rate, obp: rate,
  /** Batting runs above average. */
  wraa: rate,
  /** PA short of 規定打席 (0 when qualified) and the AVG with them counted as hitless at-bats. */
  short_pa: count,
  title_avg: rate,
})
export const titlePitchingLineSchema = z.object({
  g: count, gs: count, w: count, l: count, sv: count, hld: count, hp: count, cg: count, outs: count, so: count,
  era: rate, wpct: rate,
  /** FIP-based pitching runs above average. */
  runs: rate,
})
export const titleFieldingLineSchema = z.object({
  g: count, outs: count, po: count, a: count, e: count, sb: count, cs: count,
  fpct: rate,
  /** Plays (PO + A) per nine innings in the field. */
  rf: rate,
  cs_pct: rate,
})

export const titleWinnerSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  /** Clubs in the league that season, most playing time first. */
  teams: z.array(z.enum(TEAM_CODES)).min(1),
  position: z.enum(AWARD_POSITIONS).nullable(),
  /** What the title was decided on: AVG, HR, ERA, runs above average, 沢村賞 criteria met, 守備率 … */
  value: z.number(),
  batting: titleBattingLineSchema.nullable(),
  pitching: titlePitchingLineSchema.nullable(),
  fielding: titleFieldingLineSchema.nullable(),
})
export type TitleWinnerDto = z.infer<typeof titleWinnerSchema>

/** One league's (or, for 沢村賞, both leagues') result: 'none' = nobody qualified, 'unavailable' = not chosen for imported real data. */
export const titleResultSchema = z.object({
  scope: z.enum(['central', 'pacific', 'npb']),
  status: z.enum(['awarded', 'none', 'unavailable']),
  winners: z.array(titleWinnerSchema),
})
export type TitleResultDto = z.infer<typeof titleResultSchema>

export const titleSeasonSchema = z.object({
  season: z.number().int(),
  titles: z.record(z.enum(TITLE_TYPES), z.array(titleResultSchema)),
})
export type TitleSeason = z.infer<typeof titleSeasonSchema>

/** One title across seasons, newest first. */
export const titleHistoryEntrySchema = z.object({ season: z.number().int(), results: z.array(titleResultSchema) })
export type TitleHistoryEntry = z.infer<typeof titleHistoryEntrySchema>
