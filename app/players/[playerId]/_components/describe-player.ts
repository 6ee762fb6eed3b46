import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { PLAYER_STAT_TYPE_LABELS } from '@/lib/route-labels'
import type { PlayerStatType } from '@/lib/route-params'
import type { PlayerProfile } from '@/lib/schemas/player-profile'
import type { PageDescriptor } from '@/lib/seo/metadata'

/** 「山田 太郎（巨人）2025年 年度別打撃成績」: the title a search for his name and 成績 should find. */
export function describePlayerPage(profile: PlayerProfile, statType: PlayerStatType, season: number): PageDescriptor {
  const team = profile.seasons.find((row) => row.season === season)?.team
  const club = team ? `（${TEAM_BY_CODE[team].shortName}）` : ''
  const label = PLAYER_STAT_TYPE_LABELS[statType]
  const reading = profile.kana ? `（${profile.kana}）` : ''
  return {
    title: `${profile.name}${club}${season}年 ${label}`,
    description: `${profile.name}${reading}の${season}年までの${label}。年度別・試合別・状況別の成績とwOBA・wRC+・FIPなどのセイバーメトリクス指標。`,
    path: `/players/${profile.id}/${statType}/${season}`,
    crumbs: [{ label: '選手一覧', href: '/players/list' }],
    structuredData: {
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: profile.name,
        ...(profile.romaji ? { alternateName: [profile.kana, profile.romaji].filter(Boolean) } : {}),
        ...(profile.birth_date ? { birthDate: profile.birth_date } : {}),
        ...(team ? { memberOf: { '@type': 'SportsTeam', name: TEAM_BY_CODE[team].fullName } } : {}),
      },
    },
  }
}
