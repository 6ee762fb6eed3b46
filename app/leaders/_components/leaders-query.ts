import { z } from 'zod'
import { splitHref } from '@/components/stats/splits/split-href'
import { parseSplitFilter, type SplitFilter } from '@/lib/domain/splits/split-filter'
import type { League } from '@/lib/domain/teams/teams'
import { LEAGUES } from '@/lib/route-params'
import { LEADERS_TOPS, type LeadersTop } from '@/lib/schemas/leaders-board'
import { firstValue, seasonSearchParam } from '@/lib/schemas/search-params'
import type { StatSide } from '@/lib/schemas/stat-lines'
import type { LeadersQuery } from '@/lib/data/loaders/leaders/get-leaders-board'

export const LEADERS_PATHS: Readonly<Record<StatSide, string>> = { batting: '/leaders/batting/atbat', pitching: '/leaders/pitching/atbat' }
export const DEFAULT_TOP: LeadersTop = 10

type SearchParams = Record<string, string | string[] | undefined>

/** The page's own params; any other value is no choice (the default), never an error. */
const leadersSearchSchema = z.object({
  season: seasonSearchParam,
  top: z.preprocess(firstValue, z.string().regex(/^\d{2}$/).transform(Number).pipe(z.literal(LEADERS_TOPS))).catch(DEFAULT_TOP),
  league: z.preprocess(firstValue, z.enum(LEAGUES).optional()).catch(undefined),
})

/** What a leaderboard page shows: the season (one the data holds), N per list, a league or both, the splits. */
export type LeadersView = { side: StatSide; season: number; latest: number; top: LeadersTop; league?: League; filter: SplitFilter }

/**
 * The view the URL asks for. A season the data does not hold falls back to the latest it does
 * (`fellBack` says so, for a line on the page); a bad split value is dropped (parseSplitFilter).
 * `seasons` are the served ones, newest first.
 */
export function leadersView(side: StatSide, searchParams: SearchParams, seasons: readonly number[]): { view: LeadersView; fellBack: boolean } {
  const { season: asked, top, league } = leadersSearchSchema.parse(searchParams)
  const latest = seasons[0] ?? asked ?? 0
  const season = asked !== undefined && seasons.includes(asked) ? asked : latest
  const view: LeadersView = { side, season, latest, top, ...(league ? { league } : {}), filter: parseSplitFilter(searchParams) }
  return { view, fellBack: asked !== undefined && asked !== season }
}

/** A change of view: a value, or null to go back to the default (both leagues). */
export type LeadersChange = { season?: number; top?: LeadersTop; league?: League | null; filter?: SplitFilter }

/**
 * The URL of the view with `change` applied, spelled one way: season (none for the latest), league,
 * top (none for 10), then the splits in their fixed order.
 *
 * @example leadersHref(view, { league: 'central' }) // '/leaders/batting/atbat?season=2024&league=central&hand=L'
 */
export function leadersHref(view: LeadersView, change: LeadersChange = {}): string {
  const season = change.season ?? view.season
  const top = change.top ?? view.top
  const league = change.league === undefined ? view.league : change.league
  return splitHref(LEADERS_PATHS[view.side], change.filter ?? view.filter, [
    ['season', season === view.latest ? null : season],
    ['league', league],
    ['top', top === DEFAULT_TOP ? null : top],
  ])
}

/** The loader's query of a view. */
export function leadersQuery({ side, season, filter, top, league }: LeadersView): LeadersQuery {
  return { side, season, filter, top, ...(league ? { league } : {}) }
}
