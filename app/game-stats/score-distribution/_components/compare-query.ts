import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import type { ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { isLeagueScope } from '@/lib/domain/game-stats/league-scope'

export const DISTRIBUTION_PATH = '/game-stats/score-distribution'

/**
 * `?vs=`: the side the shown one is compared with — another season of the same scope (`?vs=2019`)
 * or another scope in the same season (`?vs=pacific`). The shown side itself, a season the site
 * does not serve or any other value is no comparison.
 *
 * @example parseComparison('2019', { season: 2025, league: 'npb' }, [2025, 2019]) // { season: 2019, league: 'npb' }
 * @example parseComparison('pacific', { season: 2025, league: 'central' }, [2025]) // { season: 2025, league: 'pacific' }
 */
export function parseComparison(raw: string | null, view: ScoreSide, seasons: readonly number[]): ScoreSide | null {
  if (raw === null) return null
  if (isLeagueScope(raw)) return raw === view.league ? null : { season: view.season, league: raw }
  if (!/^\d{4}$/.test(raw)) return null
  const season = Number(raw)
  return season !== view.season && seasons.includes(season) ? { season, league: view.league } : null
}

/** `?vs=` for a compared side: its season when the scopes match, else its scope. */
export function comparisonParam(view: ScoreSide, compared: ScoreSide | null): string | null {
  if (!compared) return null
  return compared.league === view.league ? String(compared.season) : compared.league
}

/**
 * The page's address for a view and a comparison (`vs`, from comparisonParam). A comparison that
 * would name the view itself is dropped, so choosing 2019 while comparing with 2019 shows 2019 alone.
 */
export function distributionHref(view: ScoreSide, latest: number, vs: string | null): string {
  const kept = vs === String(view.season) || vs === view.league ? null : vs
  return gameStatsHref(DISTRIBUTION_PATH, view, latest, { vs: kept })
}
