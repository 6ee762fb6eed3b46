import { gameStatsHref, parseGameStatsQuery, textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { ValueBoard, ValueBoardSide } from '@/lib/schemas/value-boards'

export type Order = 'asc' | 'desc'

/**
 * What a value board shows, as its URL says: `?season&league` (the game-stats pair), `qualified=false`
 * for every player (規定到達者のみ by default), `sort` and `order` (the board's value, most first,
 * by default; the view checks the key against its columns) and `page` (of the all-players list).
 */
export type ValueBoardQuery = { season: number | null; league: LeagueScope; qualified: boolean; sort: string | null; order: Order; page: number }
export type SeasonValueBoardQuery = Omit<ValueBoardQuery, 'season'> & { season: number }

/** A value the page cannot use is dropped and the default shown, never an error. */
export function parseValueBoardQuery(params: SearchParams): ValueBoardQuery {
  const sort = textParam(params, 'sort')
  const order = textParam(params, 'order')
  const page = Number(textParam(params, 'page'))
  return {
    ...parseGameStatsQuery(params),
    qualified: textParam(params, 'qualified') !== 'false',
    sort: sort !== null && /^[a-z0-9_]{1,20}$/.test(sort) ? sort : null,
    order: order === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  }
}

export const valueBoardPath = (board: ValueBoard, side: ValueBoardSide) => `/analysis/${board}/${side}`

/**
 * A board's address: the latest season, NPB, qualified only, the default sort and page 1 stay
 * out of the URL, so each view has one address. `sort: null` is the board's default order.
 */
export function valueBoardHref(board: ValueBoard, side: ValueBoardSide, query: SeasonValueBoardQuery, latest: number, change: Partial<SeasonValueBoardQuery> = {}): string {
  const view = { ...query, ...change }
  return gameStatsHref(valueBoardPath(board, side), view, latest, {
    qualified: view.qualified ? null : 'false',
    sort: view.sort,
    order: view.sort !== null && view.order === 'asc' ? 'asc' : null,
    page: view.page > 1 ? view.page : null,
  })
}

/** The CSV of exactly this view (every page of it): the season always named, then the same scope, players and order. */
export function valueBoardCsvHref(board: ValueBoard, side: ValueBoardSide, query: SeasonValueBoardQuery): string {
  const params = new URLSearchParams({ season: String(query.season) })
  if (query.league !== 'npb') params.set('league', query.league)
  if (!query.qualified) params.set('qualified', 'false')
  if (query.sort !== null) params.set('sort', query.sort)
  if (query.sort !== null && query.order === 'asc') params.set('order', 'asc')
  return `/api/analysis/${board}/${side}/csv?${params.toString()}`
}
