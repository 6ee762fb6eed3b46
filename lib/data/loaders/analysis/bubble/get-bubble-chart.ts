import 'server-only'
import { bubbleGuides, bubblePoints } from '@/lib/domain/analysis/bubble-series'
import { passesBubbleQualifier } from '@/lib/domain/analysis/bubble-qualifier'
import { bubbleChartRequest, bubbleChartSchema, type BubbleChart, type BubbleChartRequest } from '@/lib/schemas/bubble-chart'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { bubbleSourceFrom, type BubbleSource } from './bubble-source'

/** A chart's data from its source: the qualifier's lines placed by the three metrics, and the guides. */
export function bubbleChartOf(source: BubbleSource, request: BubbleChartRequest): BubbleChart {
  const { side, x, y, size, qual } = request
  const kept = source.lines.filter((line) => line.qualifier === null || passesBubbleQualifier(side, qual, line.qualifier))
  const { points, missing } = bubblePoints(kept, { x, y, size })
  return bubbleChartSchema.parse({
    ...request,
    points,
    guides: bubbleGuides(side, { x, y, size }, points, source.league),
    missing,
    unqualified: source.lines.length - kept.length,
    through: source.through,
  })
}

/** Kept per server (memo-per-database.ts): every metric and qualifier of a season's chart reads one source. */
const getBubbleSource = memoPerDatabase(bubbleSourceFrom)

const chartOnce = memoPerDatabase((_db, request: BubbleChartRequest): BubbleChart | null => {
  const source = getBubbleSource(request.scope, request.side, request.season, request.league)
  return source ? bubbleChartOf(source, request) : null
})

/**
 * A chart's data for a settled request (metrics known to the scope and side), null for a season
 * without games. Kept per server: the page and its API twin read one computation.
 */
export const getBubbleChart = (request: BubbleChartRequest): BubbleChart | null => chartOnce(bubbleChartRequest(request))
