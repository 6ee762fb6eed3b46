import { z } from 'zod'
import { BUBBLE_SCOPES } from '@/lib/domain/analysis/bubble-metrics'
import { BUBBLE_QUALIFIERS } from '@/lib/domain/analysis/bubble-qualifier'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

/** One bubble (lib/domain/analysis/bubble-series.ts): id (a club's code for clubs), name, club, x, y, size. */
export const bubblePointSchema = z.tuple([z.string(), z.string(), z.enum(TEAM_CODES), z.number(), z.number(), z.number()])

/**
 * A bubble chart's data, the same for the page's first paint and for GET
 * /api/analysis/bubble-chart/{scope}/{side}: the settled query, the bubbles in the database's
 * order (the table sorts them), the average guide lines, and what was left out.
 */
export const bubbleChartSchema = z.object({
  scope: z.enum(BUBBLE_SCOPES),
  side: z.enum(['batting', 'pitching']),
  season: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  qual: z.enum(BUBBLE_QUALIFIERS),
  x: z.string(),
  y: z.string(),
  size: z.string(),
  points: z.array(bubblePointSchema),
  /** The average guide lines: a rate's is the league's own, a count's the mean of the bubbles; null where there is none. */
  guides: z.object({ x: z.number().nullable(), y: z.number().nullable() }),
  /** Lines that passed the qualifier without an x or a y, so are not drawn. */
  missing: z.number().int().min(0),
  /** Lines of the scope the qualifier left out. */
  unqualified: z.number().int().min(0),
  /** The latest game the lines count (YYYY-MM-DD), null without games. */
  through: z.string().nullable(),
})
export type BubbleChart = z.infer<typeof bubbleChartSchema>
export type BubbleChartPoint = z.infer<typeof bubblePointSchema>

/** The query a chart's data answers: the page's and the API's. */
export type BubbleChartRequest = Pick<BubbleChart, 'scope' | 'side' | 'season' | 'league' | 'qual' | 'x' | 'y' | 'size'>

/** A request with its keys in one order, so that the page and the API share one memoised answer (the memo keys on the JSON). */
export function bubbleChartRequest({ scope, side, season, league, qual, x, y, size }: BubbleChartRequest): BubbleChartRequest {
  return { scope, side, season, league, qual: scope === 'teams' ? 'all' : qual, x, y, size }
}
