import type { ReactNode } from 'react'
import { PageHeader } from '@/components/layout/PageHeader'
import { LinkTabs } from '@/components/ui/LinkTabs'
import type { Team } from '@/lib/domain/teams/teams'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { DEFAULT_SEASON } from '@/lib/seasons'

type Tab = 'info' | 'pitching' | 'batting' | 'score'

const TAB_LABELS: Readonly<Record<Tab, string>> = { info: '基本情報', pitching: '投手成績', batting: '打撃成績', score: '得点分布' }

export function teamTabHref(team: Team, tab: Tab, season: number = DEFAULT_SEASON): string {
  return tab === 'pitching' || tab === 'batting' ? `/teams/${team.id}/${tab}/${season}` : `/teams/${team.id}/${tab}`
}

export function describeTeamPage(team: Team, tab: Tab, season?: number): PageDescriptor {
  const seasonLabel = season ? `${season}年 ` : ''
  return {
    title: `${team.fullName} ${seasonLabel}${TAB_LABELS[tab]}`,
    description:
      tab === 'info'
        ? `${team.fullName}（${team.homeStadium}）の球団情報。創設年・マスコットと、投手成績・打撃成績・得点分布へのリンク。`
        : `${team.fullName}の${seasonLabel}${TAB_LABELS[tab]}。選手別の成績とリーグ平均との比較。`,
    path: teamTabHref(team, tab, season),
    crumbs: [{ label: 'チーム', href: '/teams/info' }],
  }
}

/** The team page's four tabs (site spec §2) under the page heading. */
export function TeamPageFrame({ team, tab, season, page, children }: { team: Team; tab: Tab; season?: number; page: PageDescriptor; children: ReactNode }) {
  const tabs = (Object.keys(TAB_LABELS) as Tab[]).map((key) => ({ href: teamTabHref(team, key, season), label: TAB_LABELS[key] }))
  return (
    <>
      <PageHeader page={page} />
      <LinkTabs tabs={tabs} activeHref={teamTabHref(team, tab, season)} label="チームページのタブ" />
      {children}
    </>
  )
}
