import { PLAYER_CARD_SIZE, playerCardPath } from '@/lib/domain/players/player-card'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { ANALYSIS_TAB_LABELS, PLAYER_STAT_TYPE_LABELS } from '@/lib/route-labels'
import type { PlayerStatType, PITCH_ANALYSIS_TABS } from '@/lib/route-params'
import type { PlayerProfile } from '@/lib/schemas/player-profile'
import type { PageDescriptor } from '@/lib/seo/metadata'

export type AnalysisKind = 'pitch-analysis' | 'batting-analysis'
export type AnalysisTab = (typeof PITCH_ANALYSIS_TABS)[number]

export const ANALYSIS_KIND_LABELS: Readonly<Record<AnalysisKind, string>> = { 'pitch-analysis': '投球分析', 'batting-analysis': '打席分析' }

/** 「山田 太郎（巨人）2025年 年度別打撃成績」: the title a search for his name and 成績 should find. */
export function describePlayerPage(profile: PlayerProfile, statType: PlayerStatType, season: number): PageDescriptor {
  const label = PLAYER_STAT_TYPE_LABELS[statType]
  return describe(profile, season, {
    label,
    description: `の${season}年までの${label}。年度別・試合別・状況別の成績とwOBA・wRC+・FIPなどのセイバーメトリクス指標。`,
    path: `/players/${profile.id}/${statType}/${season}`,
  })
}

/** 「和田 大和（中日）2025年 投球分析（球種別）」: the analysis views, one page per tab. */
export function describeAnalysisPage(profile: PlayerProfile, kind: AnalysisKind, season: number, tab: AnalysisTab): PageDescriptor {
  const label = ANALYSIS_KIND_LABELS[kind]
  const what = kind === 'pitch-analysis' ? '投げた球' : '見た球'
  return describe(profile, season, {
    label: `${label}（${ANALYSIS_TAB_LABELS[tab]}）`,
    description: `の${season}年の${label}。${what}の球種・コース・カウント別の割合、空振り率、打率と打球方向。`,
    path: `/players/${profile.id}/${kind}/${season}/${tab}`,
  })
}

function describe(profile: PlayerProfile, season: number, view: { label: string; description: string; path: string }): PageDescriptor {
  const team = profile.seasons.find((row) => row.season === season)?.team
  const club = team ? `（${TEAM_BY_CODE[team].shortName}）` : ''
  const reading = profile.kana ? `（${profile.kana}）` : ''
  return {
    title: `${profile.name}${club}${season}年 ${view.label}`,
    description: `${profile.name}${reading}${view.description}`,
    path: view.path,
    crumbs: [{ label: '選手一覧', href: '/players/list' }],
    // His own card (name, club colour, the season's key line), so a shared link shows whose page it is.
    ogImage: { url: playerCardPath(profile.id, season), ...PLAYER_CARD_SIZE, alt: `${profile.name}${club}${season}年の成績` },
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
