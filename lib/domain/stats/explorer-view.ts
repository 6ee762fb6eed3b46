import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import type { League, TeamCode } from '@/lib/domain/teams/teams'
import type { ExplorerPer, ExplorerSearch } from '@/lib/schemas/stats-explorer'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { explorerDefaultOrder, explorerDefaultSort, isSortableKey, parseColumnsParam, presetKeys, type ExplorerPreset } from './explorer-columns'
import { isRoleOf, type PlayerRole } from './player-role'

/** What an explorer page shows, settled from its URL: every value valid for the side and the served seasons. */
export type ExplorerView = {
  side: StatSide
  /** First and last season; equal for one season. */
  from: number
  to: number
  team: TeamCode | null
  league: League | null
  pos: PlayerRole | null
  qualified: boolean
  /** PA, or whole innings for pitchers, as the URL gives it. */
  min: number | null
  preset: ExplorerPreset
  /** Custom columns; null for the preset's. */
  cols: readonly string[] | null
  sort: string
  order: 'asc' | 'desc'
  per: ExplorerPer
  page: number
  filter: SplitFilter
}

/** A date range or "as of" date names one season's days: over a range of seasons it is dropped (only the month stays), as the lines do. */
function rangeFilter(filter: SplitFilter, single: boolean): SplitFilter {
  if (single) return filter
  const rest = { ...filter }
  delete rest.from
  delete rest.to
  return rest
}

/**
 * The view a URL asks for. `seasons` are the served ones, newest first: a season outside them is
 * the latest (`fellBack` says a season was asked for and not found), a `through` outside them or
 * not after `season` is dropped. Unknown columns, sort keys and positions of the other side fall
 * back quietly; an unknown sort drops its order too.
 */
export function explorerViewFrom(side: StatSide, search: ExplorerSearch, filter: SplitFilter, seasons: readonly number[]): { view: ExplorerView; fellBack: boolean } {
  const latest = seasons[0] ?? 0
  const served = (season: number | undefined) => season !== undefined && seasons.includes(season)
  const from = served(search.season) && search.season !== undefined ? search.season : latest
  const to = served(search.through) && search.through !== undefined && search.through > from ? search.through : from
  const sortKnown = search.sort !== undefined && isSortableKey(side, search.sort)
  const sort = sortKnown && search.sort !== undefined ? search.sort : explorerDefaultSort(side)
  const view: ExplorerView = {
    side,
    from,
    to,
    team: search.team ?? null,
    league: search.league ?? null,
    pos: search.pos !== undefined && isRoleOf(side, search.pos) ? search.pos : null,
    qualified: search.qualified,
    min: search.min ?? null,
    preset: search.preset,
    cols: parseColumnsParam(side, search.cols),
    sort,
    order: (sortKnown || search.sort === undefined ? search.order : undefined) ?? explorerDefaultOrder(side, sort),
    per: search.per,
    page: search.page,
    filter: rangeFilter(filter, from === to),
  }
  return { view, fellBack: search.season !== undefined && !served(search.season) }
}

/** The view's columns: the custom ones, else the preset's. */
export function explorerColumnKeys(view: Pick<ExplorerView, 'side' | 'preset' | 'cols'>): readonly string[] {
  return view.cols ?? presetKeys(view.side, view.preset)
}

export type QueryPairs = readonly (readonly [name: string, value: string | null])[]

/**
 * The view's own params for a link, in their URL order, defaults as null (left out): the latest
 * season alone is the bare path (`latest` null: the season always spelled out, as the API and
 * CSV links do). The split filter follows them (splitHref).
 */
export function explorerPairs(view: ExplorerView, latest: number | null): QueryPairs {
  const single = view.from === view.to
  return [
    ['season', single && view.from === latest ? null : String(view.from)],
    ['through', single ? null : String(view.to)],
    ['team', view.team],
    ['league', view.league],
    ['pos', view.pos],
    ['qualified', view.qualified ? null : 'false'],
    ['min', view.min === null ? null : String(view.min)],
    ['preset', view.cols !== null || view.preset === 'basic' ? null : view.preset],
    ['cols', view.cols === null ? null : view.cols.join(',')],
    ...sortPairs(view),
    ['per', view.per === '50' ? null : view.per],
    ['page', view.page > 1 ? String(view.page) : null],
  ]
}

function sortPairs({ side, sort, order }: ExplorerView): QueryPairs {
  const home = explorerDefaultSort(side)
  return sort === home && order === explorerDefaultOrder(side, sort) ? [] : [['sort', sort], ['order', order]]
}

/** A change of view: any change but the page starts again at page 1. */
export function changeView(view: ExplorerView, change: Partial<ExplorerView>): ExplorerView {
  return { ...view, page: 1, ...change }
}

/** Sorting by a column: the same column flips the order, another starts in its natural order (ERA ascending, HR descending). */
export function nextSort(view: ExplorerView, key: string): Pick<ExplorerView, 'sort' | 'order'> {
  if (key === view.sort) return { sort: key, order: view.order === 'asc' ? 'desc' : 'asc' }
  return { sort: key, order: explorerDefaultOrder(view.side, key) }
}
