import { LEAGUE_NAMES, type Team } from '@/lib/domain/teams/teams'
import type { TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'
import { seasonSearchParam, withSeasonQuery } from '@/lib/schemas/search-params'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { describeTeamPage } from '@/app/teams/[teamId]/_components/TeamPageFrame'

/** ?season=YYYY; anything else is no choice (the club's latest season). */
export const seasonQuery = seasonSearchParam.transform((season) => season ?? null)

/** The page of a season: the club's latest is the bare path, so that it has one address. */
export function scoreHref(team: Team, season: number, latest: number): string {
  return withSeasonQuery(`/teams/${team.id}/score`, season, latest)
}

/** Title, lead and canonical of the season shown; its figures are a dataset. */
export function describeScorePage(team: Team, data: Pick<TeamScoreDistribution, 'season' | 'seasons' | 'league'>): PageDescriptor {
  const base = describeTeamPage(team, 'score', data.season)
  const path = scoreHref(team, data.season, data.seasons[0] ?? data.season)
  const description = `${team.fullName}の${data.season}年レギュラーシーズンの得点分布。1試合の得点・失点の分布、イニング別の得点・失点、勝ち負けの点差、1点差・延長戦の成績を${LEAGUE_NAMES[data.league]}平均と比べます。`
  return {
    ...base,
    description,
    path,
    structuredData: { '@type': 'Dataset', name: base.title, description, url: absoluteUrl(path), temporalCoverage: String(data.season), inLanguage: 'ja' },
  }
}
