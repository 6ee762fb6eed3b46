import type { ReactNode } from 'react'
import { PageHeader } from '@/components/layout/PageHeader'
import { LinkTabs } from '@/components/ui/LinkTabs'
import type { Team } from '@/lib/domain/teams/teams'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { DEFAULT_SEASON } from '@/lib/seasons'

type Tab = 'info' | 'pitching' | 'batting' | 'score'

const TAB_LABELS: Readonly<Record<Tab, string>> = { info: '基本情報', pitching: '投手成績', batting: '打撃成績', score: '得点分布' }

export function teamTabHref(team: Team, tab: Tab, season: number = DEFAULT_SEASON): string {
  return tab === 'pitching' || tab === 'batting' ? `/teams/${team.id}/${tab}/${season}` : `/teams/${team.id}/${tab}`
}

const DESCRIPTIONS: Readonly<Record<Tab, (team: Team, seasonLabel: string) => string>> = {
  info: (team) => `${team.fullName}（${team.homeStadium}）の球団情報。創設年・マスコットと、投手成績・打撃成績・得点分布へのリンク。`,
  score: (team) => `${team.fullName}の得点分布。1試合の得点・失点の分布、イニング別の得点と失点、点差別の勝敗をリーグと比べて。`,
  pitching: (team, seasonLabel) => `${team.fullName}の${seasonLabel}投手成績。所属全投手の成績（規定到達者に印）と、チームの各成績のリーグ内順位。CSVでダウンロードできます。`,
  batting: (team, seasonLabel) => `${team.fullName}の${seasonLabel}打撃成績。所属全打者の成績（規定到達者に印）と、チームの各成績のリーグ内順位。CSVでダウンロードできます。`,
}

/** A season's players table is a dataset, downloadable as CSV like the season records. */
function seasonDataset(team: Team, tab: 'pitching' | 'batting', season: number, name: string, description: string) {
  const csv = `/api/records/season/players/csv?type=${tab}&season=${season}&qualified=false&team=${team.id}`
  return {
    '@type': 'Dataset',
    name,
    description,
    url: absoluteUrl(teamTabHref(team, tab, season)),
    temporalCoverage: String(season),
    inLanguage: 'ja',
    distribution: { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteUrl(csv) },
  }
}

export function describeTeamPage(team: Team, tab: Tab, season?: number): PageDescriptor {
  const seasonLabel = season ? `${season}年 ` : ''
  const title = `${team.fullName} ${seasonLabel}${TAB_LABELS[tab]}`
  const description = DESCRIPTIONS[tab](team, seasonLabel)
  return {
    title,
    description,
    path: teamTabHref(team, tab, season),
    crumbs: [{ label: 'チーム', href: '/teams/info' }],
    ...((tab === 'pitching' || tab === 'batting') && season ? { structuredData: seasonDataset(team, tab, season, title, description) } : {}),
  }
}

/** The team page's four tabs (site spec §2) under the page heading, and its structured data (WebPage and what the page adds). */
export function TeamPageFrame({ team, tab, season, page, children }: { team: Team; tab: Tab; season?: number; page: PageDescriptor; children: ReactNode }) {
  const tabs = (Object.keys(TAB_LABELS) as Tab[]).map((key) => ({ href: teamTabHref(team, key, season), label: TAB_LABELS[key] }))
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <LinkTabs tabs={tabs} activeHref={teamTabHref(team, tab, season)} label="チームページのタブ" />
      {children}
    </>
  )
}
