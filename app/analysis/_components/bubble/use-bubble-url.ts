'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { settleBubbleView, type BubbleView } from '@/lib/domain/analysis/bubble-view'
import { bubbleQuery, type BubblePage } from './bubble-href'

/**
 * The chart's view as the URL says it now (settled as the server settles it), the query that
 * view has, and a change made as a history entry without a page load: Next's router follows
 * pushState, so the refiner sees it, and Back returns to the previous view.
 */
export function useBubbleUrl(page: BubblePage) {
  const params = useSearchParams()
  const pathname = usePathname()
  const view = settleBubbleView(page.scope, page.side, (key) => {
    const value = params.get(key)
    return value === '' ? null : value
  })
  const go = (next: BubbleView) => {
    const query = bubbleQuery(new URLSearchParams(params.toString()), page, next)
    window.history.pushState(null, '', query ? `${pathname}?${query}` : pathname)
  }
  return { params, view, search: bubbleQuery(new URLSearchParams(params.toString()), page, view), go }
}
