import { z } from 'zod'
import { isTeamCode, TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { firstValue, seasonSearchParam } from '@/lib/schemas/search-params'

export type BoardSide = 'pitching' | 'batting'
export type Order = 'asc' | 'desc'

/** The minimum-pitch choices a board offers; a pitcher's default keeps about a starter's month, a batter's about 80 PA. */
export const MIN_CHOICES = [100, 300, 500, 1000, 2000] as const
export const DEFAULT_MIN: Readonly<Record<BoardSide, number>> = { pitching: 500, batting: 300 }

export const BOARD_VIEWS = {
  pitching: ['summary', 'usage', 'speed', 'max', 'runs', 'zones'],
  batting: ['summary', 'avg', 'slg', 'runs', 'zones'],
} as const satisfies Record<BoardSide, readonly string[]>
export type BoardView = (typeof BOARD_VIEWS)[BoardSide][number]

export const VIEW_LABELS: Readonly<Record<BoardView, string>> = {
  summary: '総合', usage: '球種割合', speed: '球種別平均球速', max: '球種別最速', runs: '球種別得点価値', avg: '球種別打率', slg: '球種別長打率', zones: 'アタックゾーン',
}

/** The default order: most pitches first. */
export const DEFAULT_SORT = { sort: 'pitches', order: 'desc' } as const

/** What a board shows, as its URL says; `season` is the one asked for (null: none), before the page checks it is served. */
export type BoardQuery = { season: number | null; min: number; league: League | null; team: TeamCode | null; view: BoardView; sort: string; order: Order }

/** A query whose season the page has settled (the one asked for if served, else the latest). */
export type SeasonQuery = Omit<BoardQuery, 'season'> & { season: number }

const text = z.preprocess(firstValue, z.string()).optional().catch(undefined)

/**
 * A board's query; a value that does not fit falls back quietly: an unknown min, league, club or
 * view to the default, a club outside the chosen league to all clubs. The sort key is checked
 * against the view's columns by the view (they depend on the season's pitch types).
 */
export function parseBoardQuery(side: BoardSide, search: Record<string, unknown>): BoardQuery {
  const read = (key: string) => text.parse(search[key])
  const min = Number(read('min'))
  const league = read('league')
  const team = read('team') ?? ''
  const view = BOARD_VIEWS[side].find((name) => name === read('view')) ?? 'summary'
  const sort = read('sort') ?? ''
  const order = read('order')
  const chosenLeague = league === 'central' || league === 'pacific' ? league : null
  const chosenTeam = isTeamCode(team) && (chosenLeague === null || TEAM_BY_CODE[team].league === chosenLeague) ? team : null
  return {
    season: seasonSearchParam.parse(search.season) ?? null,
    min: MIN_CHOICES.some((choice) => choice === min) ? min : DEFAULT_MIN[side],
    league: chosenLeague,
    team: chosenTeam,
    view,
    sort: /^[a-z0-9_]{1,40}$/.test(sort) ? sort : DEFAULT_SORT.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SORT.order,
  }
}

/** The query of a view (season given, `latest` left out), defaults left out so each view has one address. */
export function boardQueryPairs(side: BoardSide, query: SeasonQuery, latest: number): [string, string][] {
  const pairs: [string, string][] = []
  if (query.season !== latest) pairs.push(['season', String(query.season)])
  if (query.min !== DEFAULT_MIN[side]) pairs.push(['min', String(query.min)])
  if (query.league) pairs.push(['league', query.league])
  if (query.team) pairs.push(['team', query.team])
  if (query.view !== 'summary') pairs.push(['view', query.view])
  if (query.sort !== DEFAULT_SORT.sort || query.order !== DEFAULT_SORT.order) pairs.push(['sort', query.sort], ['order', query.order])
  return pairs
}

const withQuery = (path: string, pairs: [string, string][]) => (pairs.length > 0 ? `${path}?${new URLSearchParams(pairs).toString()}` : path)

/** A link to the board with some settings changed. */
export function boardHref(side: BoardSide, query: SeasonQuery, latest: number, change: Partial<SeasonQuery> = {}): string {
  return withQuery(`/pitch-data/${side}`, boardQueryPairs(side, { ...query, ...change }, latest))
}

/** The CSV of exactly this view: the season always named, then the same filters, columns and order. */
export function boardCsvHref(side: BoardSide, query: SeasonQuery): string {
  return withQuery(`/api/pitch-data/${side}/csv`, [['season', String(query.season)], ...boardQueryPairs(side, query, Number.NaN).filter(([key]) => key !== 'season')])
}
