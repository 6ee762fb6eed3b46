import type { ColumnGroup } from '@/components/stats/records/stat-columns'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { defaultOrder, defaultSortKey } from '@/lib/schemas/season-records'

type StatsType = 'batting' | 'pitching'
type Order = 'asc' | 'desc'

/** What a player records page shows, as its URL says it; defaults are left out of URLs. */
export type PlayerView = { qualified: boolean; team: TeamCode | null; group: ColumnGroup; sort: string; order: Order; page: number; min: number | null }
export type SortView = { sort: string; order: Order }

/** The sort in a URL, left out when it is the page's own default (`home`: the records pages' is AVG or ERA). */
function sortQuery(type: StatsType, { sort, order }: SortView, home: string = defaultSortKey(type)): [string, string][] {
  return sort === home && order === defaultOrder(type, sort) ? [] : [['sort', sort], ['order', order]]
}

/** The query of a view without its page (the CSV link and every filter link start from it). */
export function playerViewQuery(type: StatsType, view: Omit<PlayerView, 'page'>): [string, string][] {
  return [
    ...(view.qualified ? [] : [['qualified', 'false'] as [string, string]]),
    ...(view.team ? [['team', view.team] as [string, string]] : []),
    ...(view.group === 'basic' ? [] : [['group', view.group] as [string, string]]),
    ...sortQuery(type, view),
    ...(view.min === null ? [] : [['min', String(view.min)] as [string, string]]),
  ]
}

function withQuery(path: string, query: [string, string][]): string {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

/** A link to the view with some settings changed; a changed filter or sort starts again at page 1. */
export function playerViewHref(path: string, type: StatsType, view: PlayerView, change: Partial<PlayerView>): string {
  const next = { ...view, page: 1, ...change }
  return withQuery(path, [...playerViewQuery(type, next), ...(next.page > 1 ? [['page', String(next.page)] as [string, string]] : [])])
}

/** Sorting by a column: the same column flips the order, another starts in its natural order (ERA ascending, HR descending). */
export function nextSort(type: StatsType, current: SortView, key: string): SortView {
  if (key === current.sort) return { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' }
  return { sort: key, order: defaultOrder(type, key) }
}

/** A club table's view (or a club page's players): its column group and its sort, `home` being the page's default sort. */
export function teamViewHref(path: string, type: StatsType, view: SortView & { group: ColumnGroup }, home?: string): string {
  return withQuery(path, [...(view.group === 'basic' ? [] : [['group', view.group] as [string, string]]), ...sortQuery(type, view, home)])
}

/** The CSV of exactly this view: same filters, sort and columns, every page. */
export function playerCsvHref(type: StatsType, season: number, league: string | undefined, view: PlayerView): string {
  return withQuery('/api/records/season/players/csv', [
    ['type', type],
    ['season', String(season)],
    ...(league ? [['league', league] as [string, string]] : []),
    ...playerViewQuery(type, view),
  ])
}
