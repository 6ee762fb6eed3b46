import 'server-only'
import { notFound } from 'next/navigation'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getPooledCorrelation, getPositionCorrelation } from '@/lib/data/loaders/analysis/position-correlation/get-position-correlation'
import type { PositionSlot } from '@/lib/domain/analysis/position-slots'
import type { PooledCorrelation, PositionCorrelationView } from '@/lib/schemas/position-correlation'
import { DEFAULT_SEASON } from '@/lib/seasons'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { describePositionPage } from './describe-position-page'
import { parseScatterPosition, type PositionView } from './position-view-href'

export type PositionPage = {
  view: PositionView
  latest: number
  /** Served seasons, newest first. */
  seasons: number[]
  data: PositionCorrelationView
  /** Every season's clubs together; null where the source gives no positions (nothing to pool). */
  pooled: PooledCorrelation | null
  /** The scatter plot's position as the URL asks for it; null lets the page choose. */
  scatter: PositionSlot | null
  page: PageDescriptor
}

/**
 * The view a path names (null: the bare path, the default view) with its data. A season the data
 * does not hold is not found here too; proxy.ts answers it with a real 404 before rendering
 * (lib/data/http/team-season-route.ts), since once the page streams its status is fixed at 200.
 */
export function loadPositionPage(route: PositionView | null, params: Record<string, string | string[] | undefined>): PositionPage {
  const seasons = servedSeasons()
  const latest = seasons[0] ?? DEFAULT_SEASON
  const view = route ?? { mode: 'batting', season: latest, team: 'all' }
  if (!seasons.includes(view.season)) notFound()
  const data = getPositionCorrelation(view.mode, view.season)
  if (!data) notFound()
  const pooled = data.positions_known ? getPooledCorrelation(view.mode) : null
  return { view, latest, seasons, data, pooled, scatter: parseScatterPosition(params, view.mode), page: describePositionPage(view, latest) }
}
