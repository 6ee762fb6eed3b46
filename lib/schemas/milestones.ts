import { z } from 'zod'
import { MILESTONE_IDS } from '@/lib/domain/stats/milestones'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const projectionSchema = z.object({ season: z.number().int(), game: z.number().int().min(1), date: isoDate })

/** One active player's way to one milestone. */
export const countdownEntrySchema = z.object({
  player_id: z.string(),
  name: z.string(),
  team: z.enum(TEAM_CODES),
  total: z.number().int().min(0),
  remaining: z.number().int().min(1),
  /** The count in the pace season, and that pace stretched over a 143-game season. */
  pace_count: z.number().int().min(0).nullable(),
  pace_per_season: z.number().min(0).nullable(),
  projection: projectionSchema.nullable(),
  years_ahead: z.number().min(0).nullable(),
})
export type CountdownEntry = z.infer<typeof countdownEntrySchema>

export const milestoneCountdownSchema = z.object({
  id: z.enum(MILESTONE_IDS),
  label: z.string(),
  stat: z.string(),
  target: z.number().int(),
  unit: z.string(),
  kind: z.enum(['batting', 'pitching']),
  meikyukai: z.boolean(),
  /** false: nobody is within the window, and `entries` are the nearest few instead. */
  in_window: z.boolean(),
  entries: z.array(countdownEntrySchema),
})
export type MilestoneCountdown = z.infer<typeof milestoneCountdownSchema>

export const countdownSchema = z.object({
  /** The latest season of the data: its roster defines "active", its games the pace. */
  season: z.number().int(),
  /** Seasons the career totals cover. */
  seasons: z.array(z.number().int()).min(1),
  /** Every club has played its 143 games of `season`, so a season's count is its pace. */
  complete: z.boolean(),
  /** The last regular-season game of `season`, where projections start. */
  as_of: isoDate,
  /** Opening and closing day (MM-DD) future seasons are assumed to follow. */
  calendar: z.object({ opening: z.string(), closing: z.string() }),
  window: z.number(),
  milestones: z.array(milestoneCountdownSchema),
})
export type Countdown = z.infer<typeof countdownSchema>

/** A countdown line on the home page, carrying its milestone. */
export const countdownHighlightSchema = countdownEntrySchema.extend({
  milestone: z.enum(MILESTONE_IDS),
  label: z.string(),
  target: z.number().int(),
  unit: z.string(),
  kind: z.enum(['batting', 'pitching']),
})
export type CountdownHighlight = z.infer<typeof countdownHighlightSchema>
