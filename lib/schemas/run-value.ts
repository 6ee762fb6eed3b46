import { z } from 'zod'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { RUN_VALUE_EVENTS } from '@/lib/domain/sabermetrics/run-value-events'

const value = z.number().nullable()
const count = z.number().int().min(0)

/** One event's run value: mean RE24 of its PAs (SB, CS: of the runner event), and above outs (null for SB and CS). */
export const runValueEventSchema = z.object({ event: z.enum(RUN_VALUE_EVENTS), run_value: value, above_outs: value, count })
export type RunValueEventRow = z.infer<typeof runValueEventSchema>

/** One season's league constants for a scope, FanGraphs' "Guts" table: wOBA, run environment, FIP constants. */
export const gutsRowSchema = z.object({
  season: z.number().int(),
  league_woba: z.number(),
  woba_scale: z.number(),
  w_bb: z.number(),
  w_hbp: z.number(),
  w_1b: z.number(),
  w_2b: z.number(),
  w_3b: z.number(),
  w_hr: z.number(),
  runs_per_pa: z.number(),
  runs_per_win: value,
  run_sb: value,
  run_cs: value,
  /** Ours, ERA-scaled (league FIP = league ERA). */
  fip_constant: value,
  /** The same fitted to runs allowed per nine, as 1.02 publishes it. */
  fip_constant_ra9: value,
  /** 1.02's published NPB-wide value for the real season (2024, 2025 only); a reference on the simulated league. */
  published_fip_constant_ra9: value,
  league_era: value,
  league_ra9: value,
})
export type GutsRow = z.infer<typeof gutsRowSchema>

/** /game-stats/run-value for one season and scope: the event table, its steals left out, the season's constants and every season's. */
export const runValueViewSchema = z.object({
  season: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  weights: z.array(runValueEventSchema),
  /** Steals and caught stealings that could not be valued on their own (double steals, records that do not fit). */
  steals_excluded: count,
  /** The season's row of `guts`; null when its constants could not be derived. */
  summary: gutsRowSchema.nullable(),
  /** Every served season's row for the scope, newest first. */
  guts: z.array(gutsRowSchema),
})
export type RunValueView = z.infer<typeof runValueViewSchema>
