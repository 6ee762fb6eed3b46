'use client'

import { useSearchParams } from 'next/navigation'
import { editQuery, readControls, type QueryChange } from '@/lib/domain/stats/explorer-query'
import type { ExplorerCatalogue } from '@/lib/domain/stats/explorer-presets'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { EXPLORER_PATHS } from './explorer-paths'

/**
 * The explorer's URL for its controls: what it says now, the href of a change, and the change
 * itself as a history entry without a page load (Next's router follows pushState, so
 * useSearchParams and the table's refinement see it; Back returns to the previous view).
 */
export function useExplorerUrl(side: StatSide, seasons: readonly number[], catalogue: ExplorerCatalogue) {
  const params = useSearchParams()
  const current = params.toString()
  const path = EXPLORER_PATHS[side]
  const hrefFor = (change: QueryChange) => {
    const query = editQuery(current, change)
    return query ? `${path}?${query}` : path
  }
  const go = (change: QueryChange) => window.history.pushState(null, '', hrefFor(change))
  return { state: readControls(side, new URLSearchParams(current), seasons, catalogue), hrefFor, go }
}
