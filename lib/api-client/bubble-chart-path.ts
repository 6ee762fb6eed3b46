import type { BubbleChartRequest } from '@/lib/schemas/bubble-chart'

/** The chart's API address, apart from the fetcher so links to it do not pull zod and react-query into a page. */
export const bubbleChartApiPath = (request: Pick<BubbleChartRequest, 'scope' | 'side'>) => `/api/analysis/bubble-chart/${request.scope}/${request.side}`
