import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { COLUMN_GROUP_LABELS, COLUMN_GROUPS, teamColumns } from '@/components/stats/records/stat-columns'
import { TeamRecordsTable } from '@/components/stats/records/TeamRecordsTable'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { listTeamRecords } from '@/lib/data/loaders/list-team-records'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import { TEAM_BATTING_SORT_KEYS, TEAM_PITCHING_SORT_KEYS } from '@/lib/schemas/team-records'
import type { RecordsSearch } from '@/lib/schemas/season-records'
import { nextSort, teamViewHref } from './records-href'
import { sortDescription } from './sort-description'

type Props = { type: 'batting' | 'pitching'; season: number; league?: League; path: string; search: RecordsSearch }

/**
 * The clubs' totals and rates, sorted as the URL asks (an unknown column is the default order), with
 * league rows below. Kept per parsed view for the server's life, like PlayerRecordsView.
 */
export async function TeamRecordsView({ type, season, league, path, search }: Props) {
  'use cache'
  cacheLife('max')
  const keys = type === 'batting' ? TEAM_BATTING_SORT_KEYS : TEAM_PITCHING_SORT_KEYS
  const sortKnown = search.sort !== undefined && keys.includes(search.sort)
  const records = listTeamRecords(type, season, league, sortKnown ? search.sort : undefined, sortKnown || search.sort === undefined ? search.order : undefined)
  if (!records) notFound()
  const view = { sort: records.sort, order: records.order, group: search.group }
  const columns = teamColumns(type, view.group)
  const sortColumn = [...COLUMN_GROUPS.flatMap((group) => teamColumns(type, group))].find((candidate) => candidate.key === view.sort)
  return (
    <section aria-label="チーム成績">
      <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{records.teams.length}球団</span>
        {sortColumn ? <span>並び順: {sortDescription(sortColumn, view.order)}</span> : null}
        <span>合計行は各リーグの総数、平均行は1球団あたり（率はどちらもリーグ全体の値）</span>
      </p>
      <LinkTabs
        label="表示項目"
        activeHref={teamViewHref(path, type, view)}
        tabs={COLUMN_GROUPS.map((group) => ({ href: teamViewHref(path, type, { ...view, group }), label: COLUMN_GROUP_LABELS[group] }))}
      />
      <TeamRecordsTable
        caption={`${season}年 ${league ? LEAGUE_NAMES[league] : '両リーグ'} チーム${type === 'batting' ? '打撃' : '投手'}成績`}
        records={records}
        columns={columns}
        sort={{ key: view.sort, order: view.order, hrefFor: (key) => teamViewHref(path, type, { ...view, ...nextSort(type, view, key) }) }}
        sortColumn={sortColumn}
      />
    </section>
  )
}
