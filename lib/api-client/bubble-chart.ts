import { queryOptions } from '@tanstack/react-query'
import { bubbleChartRequest, bubbleChartSchema, type BubbleChart, type BubbleChartRequest } from '@/lib/schemas/bubble-chart'
import { bubbleChartApiPath } from './bubble-chart-path'
import { apiGet } from './client'
import type { FetchOptions } from './endpoints'

/** A chart's data for a settled request, through the retrying client, checked by the API's own schema. */
export function fetchBubbleChart(request: BubbleChartRequest, options: FetchOptions = {}): Promise<BubbleChart> {
  const { season, league, x, y, size, qual } = request
  return apiGet(bubbleChartApiPath(request), { season, league, x, y, size, qual }, bubbleChartSchema, options)
}

/** Kept for the page's life: a chart changes only when the database is rebuilt. Keyed beside queryKeys' ('api', …) so `queryKeys.all` clears it too. */
export const bubbleChartQuery = (request: BubbleChartRequest) => {
  const { scope, side, season, league, qual, x, y, size } = bubbleChartRequest(request)
  return queryOptions({
    queryKey: ['api', 'bubble-chart', scope, side, season, league, qual, x, y, size] as const,
    queryFn: ({ signal }) => fetchBubbleChart(request, { signal }),
    staleTime: Infinity,
  })
}
