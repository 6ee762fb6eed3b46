import 'server-only'
import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView, type GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { settleBubbleView, type BubbleView } from '@/lib/domain/analysis/bubble-view'
import { firstValue } from '@/lib/schemas/first-value'
import { bubbleQuery, type BubblePage } from './bubble-href'

export type BubblePageView = GameStatsView & {
  view: BubbleView
  /** The query the server draws the chart and table for (bubbleQuery), for the refiner to compare with the URL. */
  serverSearch: string
}

/** The URL's first values as URLSearchParams, as the browser reads them. */
function paramsOf(raw: SearchParams): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw)) {
    const first = firstValue(value)
    if (typeof first === 'string') params.set(key, first)
  }
  return params
}

/** A chart page's season and league (the game-stats family's rule: an unserved season shows the latest, with a note) and its view. */
export function resolveBubbleView(page: BubblePage, raw: SearchParams): BubblePageView {
  const view = settleBubbleView(page.scope, page.side, (key) => textParam(raw, key))
  return { ...resolveGameStatsView(raw), view, serverSearch: bubbleQuery(paramsOf(raw), page, view) }
}
