import { splitHref } from '@/components/stats/splits/split-href'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import { changeView, explorerPairs, type ExplorerView } from '@/lib/domain/stats/explorer-view'
import { EXPLORER_PATHS } from './explorer-paths'

/**
 * A link to the view with some settings changed (any change but the page starts at page 1): the
 * explorer's own params in their order, then the splits (splitHref), defaults left out.
 */
export function explorerHref(view: ExplorerView, latest: number, change: Partial<ExplorerView> = {}): string {
  const next = Object.keys(change).length === 0 ? view : changeView(view, change)
  return splitHref(EXPLORER_PATHS[view.side], next.filter, explorerPairs(next, latest))
}

/** The same view with another split filter, for the split pills. */
export function explorerFilterHref(view: ExplorerView, latest: number, filter: SplitFilter): string {
  return explorerHref(view, latest, { filter })
}

/** The query of the view's API twin (GET /api/stats/{side}): the page's params, the season always spelled out. */
export function explorerApiQuery(view: ExplorerView): string {
  return splitHref('', view.filter, explorerPairs(view, null)).replace(/^\?/, '')
}

/** The CSV of exactly this view: every line (no page or per), the same filters, columns and order. */
export function explorerCsvHref(view: ExplorerView): string {
  const whole = { ...view, page: 1, per: '50' as const }
  return splitHref(`/api/stats/${view.side}/csv`, whole.filter, explorerPairs(whole, null))
}
