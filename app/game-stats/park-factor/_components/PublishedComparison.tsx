import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'
import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable } from '@/components/ui/DataTable'
import { PUBLISHED_PARK_FACTORS, publishedParkFactors } from '@/lib/domain/sabermetrics/published-park-factors'
import { spearman } from '@/lib/domain/stats/spearman'
import { isTeamCode, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { VenueFactorLine } from '@/lib/schemas/park-factor'
import { pf } from './factor-columns'

type Props = {
  season: number
  /** The season's main parks, NPB-wide (the published lists are). */
  main: readonly VenueFactorLine[]
  simulated: boolean
  /** Seasons the site serves, and the address of one. */
  seasons: readonly number[]
  hrefFor: (season: number) => string
}

type Row = { team: TeamCode; theirs: number; ours: VenueFactorLine | null }

/** Another source's run factors beside ours, for the seasons we hold a published list of, with their rank correlation. */
export function PublishedComparison({ season, main, simulated, seasons, hrefFor }: Props) {
  const list = publishedParkFactors(season)
  if (!list) {
    const shown = PUBLISHED_PARK_FACTORS.filter((other) => seasons.includes(other.season))
    return shown.length === 0 ? null : (
      <ComparisonSection>
        <p className="text-sm text-slate-600">
        他の公表値との比較は
        {shown.map((other, index) => (
          <span key={other.season}>
            {index > 0 ? '・' : ''}
            <PageLink href={hrefFor(other.season)} className="tap-link text-brand underline-offset-2 hover:underline">{`${other.season}年`}</PageLink>
          </span>
        ))}
        の表示に載せています。
        </p>
      </ComparisonSection>
    )
  }
  const rows: Row[] = Object.entries(list.values).flatMap(([team, theirs]) =>
    isTeamCode(team) && theirs !== undefined ? [{ team, theirs, ours: main.find((line) => line.team === team) ?? null }] : [],
  )
  const pairs = rows.flatMap((row) => {
    const ours = row.ours?.multi.runs ?? null
    return ours === null ? [] : [[ours, row.theirs] as const]
  })
  const rho = pairs.length >= 3 ? spearman(pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])) : null
  return (
    <ComparisonSection>
      <p className="text-sm leading-relaxed text-slate-700">
        {`「公表値」は${list.source}による${season}年の${list.basis}で、当サイトの計算ではありません。比較のために当サイトの本拠地球場の値と並べています。`}
        {simulated ? '表示中のデータは架空のシミュレーションリーグなので、実在の球場の公表値とは一致しません。' : ''}
      </p>
      <DataTable<Row>
        caption={`${season}年 得点パークファクターの比較（公表値は他の情報源の値）`}
        rows={rows}
        rowKey={(row) => row.team}
        columns={[
          { key: 'team', header: '球団', rowHeader: true, render: (row) => TEAM_BY_CODE[row.team].shortName, link: (row) => ({ href: teamHref(row.team) }) },
          { key: 'venue', header: '本拠地球場', wrap: true, render: (row) => row.ours?.venue ?? '-' },
          { key: 'theirs', header: '公表値（他の情報源）', align: 'right', render: (row) => pf(row.theirs) },
          { key: 'multi', header: '当サイト 複数年', align: 'right', render: (row) => pf(row.ours?.multi.runs ?? null) },
          { key: 'single', header: '当サイト 単年', align: 'right', render: (row) => pf(row.ours?.single.runs ?? null) },
        ]}
        density="compact"
      />
      {rho !== null ? (
        <p className="text-sm text-slate-700">{`順位の一致（スピアマンの順位相関係数、当サイトの複数年と公表値）: ρ ＝ ${rho.toFixed(2)}（1なら順位が完全に一致）`}</p>
      ) : null}
    </ComparisonSection>
  )
}

function ComparisonSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="published" className="space-y-3">
      <h2 id="published" className="text-lg font-bold text-slate-900">他の公表値との比較</h2>
      {children}
    </section>
  )
}
