import { LEAGUE_NAMES, type Team } from '@/lib/domain/teams/teams'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { JsonLdObject } from '@/lib/seo/json-ld'
import type { PageDescriptor } from '@/lib/seo/metadata'
import type { TeamHome } from '@/lib/schemas/team-home'
import { describeTeamPage } from '@/app/teams/[teamId]/_components/TeamPageFrame'
import { teamHomeHref } from './home-query'

const LEAGUES = {
  central: { name: 'セントラル・リーグ', alternateName: 'セ・リーグ' },
  pacific: { name: 'パシフィック・リーグ', alternateName: 'パ・リーグ' },
} as const

/**
 * schema.org SportsTeam for the club: its names, sport, home ground (a Place; schema.org has no
 * homeStadium property, `location` is the Organization's) and league. The league is a
 * SportsOrganization under NPB.
 */
export function sportsTeamStructuredData(team: Team, path: string): JsonLdObject {
  const url = absoluteUrl(path)
  return {
    '@type': 'SportsTeam',
    '@id': `${url}#team`,
    name: team.fullName,
    alternateName: team.shortName,
    sport: 'Baseball',
    url,
    foundingDate: String(team.founded),
    location: { '@type': 'Place', name: team.homeStadium, address: { '@type': 'PostalAddress', addressCountry: 'JP' } },
    memberOf: {
      '@type': 'SportsOrganization',
      ...LEAGUES[team.league],
      sport: 'Baseball',
      parentOrganization: { '@type': 'SportsOrganization', name: '日本野球機構', alternateName: 'NPB' },
    },
  }
}

/**
 * The info tab's title and breadcrumb as the other tabs have them; the description says what the
 * page holds (the season's figures when there are any) and the SportsTeam is added. The latest
 * season is the bare path; an earlier one is its own page (?season=), titled with its year.
 */
export function describeTeamHome(team: Team, home: TeamHome | null): PageDescriptor {
  const base = describeTeamPage(team, 'info')
  if (!home) return { ...base, structuredData: sportsTeamStructuredData(team, base.path) }
  const latest = home.history[0]?.season ?? home.season
  const { record, rank } = home.summary
  return {
    ...base,
    ...(home.season === latest ? {} : { title: describeTeamPage(team, 'info', home.season).title }),
    description: `${team.fullName}（${team.homeStadium}）の球団情報。${home.season}年は${record.wins}勝${record.losses}敗${record.ties}分で${LEAGUE_NAMES[team.league]}${rank}位。直近10試合、月別成績、チーム内の成績上位、背番号つきの選手一覧と年度別成績。`,
    path: teamHomeHref(team.id, home.season, latest),
    structuredData: sportsTeamStructuredData(team, base.path),
  }
}
