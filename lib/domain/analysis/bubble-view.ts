import type { StatSide } from '@/lib/schemas/stat-lines'
import { bubbleDefaultOrder, bubbleDefaults, isBubbleMetric, sizeMetricKeys, type BubbleAxes, type BubbleScope } from './bubble-metrics'
import { DEFAULT_BUBBLE_QUALIFIER, isBubbleQualifier, type BubbleQualifier } from './bubble-qualifier'

/**
 * What a chart shows beyond its season and league, settled from the URL: the three metrics, the
 * qualifier (players only; clubs are all drawn) and the table's order, a column of the three.
 */
export type BubbleView = BubbleAxes & { qual: BubbleQualifier; sort: string; order: 'asc' | 'desc' }

/** Reads one query value (the first of repeated ones), null when absent. */
export type ReadParam = (key: string) => string | null

/**
 * The view a URL asks for. Anything the chart cannot use falls back quietly to the default: an
 * unknown metric, a size that can be negative, a sort on a column the table does not show (and
 * its order with it).
 *
 * @example settleBubbleView('players', 'batting', () => null) // OPS × wRC+ by PA, 規定到達, sorted by OPS, highest first
 */
export function settleBubbleView(scope: BubbleScope, side: StatSide, read: ReadParam): BubbleView {
  const defaults = bubbleDefaults(scope, side)
  const metric = (key: 'x' | 'y') => {
    const asked = read(key)
    return asked !== null && isBubbleMetric(scope, side, asked) ? asked : defaults[key]
  }
  const askedSize = read('size')
  const axes = { x: metric('x'), y: metric('y'), size: askedSize !== null && sizeMetricKeys(scope, side).includes(askedSize) ? askedSize : defaults.size }
  const askedQual = read('qual')
  // Clubs are all drawn: their charts have no qualifier to choose.
  const qual = scope === 'teams' ? 'all' : isBubbleQualifier(askedQual) ? askedQual : DEFAULT_BUBBLE_QUALIFIER
  const askedSort = read('sort')
  const shown = askedSort !== null && [axes.x, axes.y, axes.size].includes(askedSort)
  const sort = shown && askedSort !== null ? askedSort : axes.x
  const askedOrder = read('order')
  const order = shown && (askedOrder === 'asc' || askedOrder === 'desc') ? askedOrder : bubbleDefaultOrder(side, sort)
  return { ...axes, qual, sort, order }
}

/**
 * The view's own query parameters, defaults left out, in one order (x, y, size, qual, sort,
 * order), so that each view has one address.
 *
 * @example bubbleViewPairs('players', 'batting', { ...defaultView, x: 'obp', sort: 'obp' }) // [['x', 'obp']]
 */
export function bubbleViewPairs(scope: BubbleScope, side: StatSide, view: BubbleView): Array<[string, string]> {
  const defaults = bubbleDefaults(scope, side)
  const pairs: Array<[string, string]> = []
  for (const key of ['x', 'y', 'size'] as const) if (view[key] !== defaults[key]) pairs.push([key, view[key]])
  if (scope === 'players' && view.qual !== DEFAULT_BUBBLE_QUALIFIER) pairs.push(['qual', view.qual])
  if (view.sort !== view.x) pairs.push(['sort', view.sort])
  if (view.order !== bubbleDefaultOrder(side, view.sort)) pairs.push(['order', view.order])
  return pairs
}

/** The table's next order when a column header is chosen: the same column flips, another starts at its own first order. */
export function nextBubbleSort(side: StatSide, view: BubbleView, key: string): Pick<BubbleView, 'sort' | 'order'> {
  if (key === view.sort) return { sort: key, order: view.order === 'asc' ? 'desc' : 'asc' }
  return { sort: key, order: bubbleDefaultOrder(side, key) }
}

/** A picker's change: new metrics or qualifier; a sort column the table no longer shows goes back to x. */
export function changeBubbleView(side: StatSide, view: BubbleView, change: Partial<BubbleAxes & { qual: BubbleQualifier }>): BubbleView {
  const next = { ...view, ...change }
  if ([next.x, next.y, next.size].includes(next.sort)) return next
  return { ...next, sort: next.x, order: bubbleDefaultOrder(side, next.x) }
}
