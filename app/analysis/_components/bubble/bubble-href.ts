import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import type { BubbleScope } from '@/lib/domain/analysis/bubble-metrics'
import { bubbleViewPairs, type BubbleView } from '@/lib/domain/analysis/bubble-view'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { bubbleChartApiPath } from '@/lib/api-client/bubble-chart-path'
import type { BubbleChartRequest } from '@/lib/schemas/bubble-chart'
import type { StatSide } from '@/lib/schemas/stat-lines'

/** Each chart's own address; /analysis/bubble-chart/players and /teams draw the batting chart under its address as canonical. */
export const BUBBLE_PATHS: Readonly<Record<BubbleScope, Readonly<Record<StatSide, string>>>> = {
  players: { batting: '/analysis/bubble-chart/players/batting', pitching: '/analysis/bubble-chart/players/pitching' },
  teams: { batting: '/analysis/bubble-chart/teams/batting', pitching: '/analysis/bubble-chart/teams/pitching' },
}

export type BubblePage = { scope: BubbleScope; side: StatSide }

/** A chart's address for a season, league and view: the latest season, NPB and every default stay out of the URL. */
export function bubbleHref(page: BubblePage, place: { season: number; league: LeagueScope }, latest: number, view: BubbleView): string {
  return gameStatsHref(BUBBLE_PATHS[page.scope][page.side], place, latest, Object.fromEntries(bubbleViewPairs(page.scope, page.side, view)))
}

/** The canonical address: season and league choose the data; the metrics, qualifier and order are views of it. */
export function bubbleCanonical(page: BubblePage, place: { season: number; league: LeagueScope }, latest: number): string {
  return gameStatsHref(BUBBLE_PATHS[page.scope][page.side], place, latest)
}

/** The chart's data as the API serves it, every parameter spelled out. */
export function bubbleApiHref({ scope, side, season, league, qual, x, y, size }: BubbleChartRequest): string {
  const query = new URLSearchParams({ season: String(season), league, x, y, size, ...(scope === 'players' ? { qual } : {}) })
  return `${bubbleChartApiPath({ scope, side })}?${query.toString()}`
}

/**
 * The query of a view at the address the visitor is on: its season and league as the URL spells
 * them (the pills own those), then the view's own parameters. The server and the browser both
 * write it, so that the page can tell whether the URL still shows what the server drew.
 */
export function bubbleQuery(current: URLSearchParams, page: BubblePage, view: BubbleView): string {
  const params = new URLSearchParams()
  for (const key of ['season', 'league']) {
    const value = current.get(key)
    if (value !== null && value !== '') params.set(key, value)
  }
  for (const [key, value] of bubbleViewPairs(page.scope, page.side, view)) params.set(key, value)
  return params.toString()
}

/** Where a bubble's name leads: the player's season record on that side, or the club's. */
export function bubbleRowHref(page: BubblePage, season: number, id: string): string {
  return page.scope === 'players' ? playerCareerHref(id, page.side, season) : `/teams/${id}/${page.side}/${season}`
}
