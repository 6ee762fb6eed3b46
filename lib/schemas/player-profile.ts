import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

/** One season he is on a roster or has a line: club, number and position as the roster gives them. */
export const playerSeasonSchema = z.object({
  season: z.number().int(),
  /** The roster's club; a traded player's later club has no roster row of its own, so his lines name it. */
  team: z.enum(TEAM_CODES).nullable(),
  number: z.number().int().nullable(),
  position: z.string().nullable(),
  /** Regular-season lines he has that season: a batting line with a PA, a pitching line with a batter faced. */
  batting: z.boolean(),
  pitching: z.boolean(),
})
export type PlayerSeason = z.infer<typeof playerSeasonSchema>

export const playerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kana: z.string().nullable(),
  romaji: z.string().nullable(),
  birth_date: z.string().nullable(),
  bats: z.enum(['R', 'L', 'S']).nullable(),
  throws: z.enum(['R', 'L']).nullable(),
  height_cm: z.number().int().nullable(),
  weight_kg: z.number().int().nullable(),
  hometown: z.string().nullable(),
  schools: z.object({
    high_school: z.string().nullable(),
    university: z.string().nullable(),
    corporate: z.string().nullable(),
    independent: z.string().nullable(),
  }),
  draft: z
    .object({ year: z.number().int(), round: z.number().int().nullable(), team: z.enum(TEAM_CODES).nullable(), kind: z.enum(['regular', 'ikusei']).nullable() })
    .nullable(),
  foreign_player: z.boolean(),
  primary_position: z.string().nullable(),
  debut_season: z.number().int().nullable(),
  retired_after: z.number().int().nullable(),
  /** Oldest first. */
  seasons: z.array(playerSeasonSchema),
})
export type PlayerProfile = z.infer<typeof playerProfileSchema>
