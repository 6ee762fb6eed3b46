import type { TeamRecords } from '@/lib/schemas/team-records'
import { RecordsTable } from './RecordsTable'
import type { SortState } from './SortHeader'
import type { StatColumn } from './stat-columns'
import { TeamBadge } from './TeamBadge'

type Club = TeamRecords['teams'][number]

type Props = {
  caption: string
  records: TeamRecords
  columns: readonly StatColumn[]
  sort: SortState
  /** The sort column, listed in the shown group or not (a phone shows it next to the club). */
  sortColumn?: StatColumn | null
}

/** The clubs sorted by the chosen column, then each league's 合計 and 平均 rows. */
export function TeamRecordsTable({ caption, records, columns, sort, sortColumn }: Props) {
  const teams: readonly Club[] = records.teams
  const footer = records.leagues.flatMap((total) => {
    const average = records.averages.find((row) => row.league === total.league)
    return [
      { key: `${total.league}-total`, label: total.label, row: total },
      ...(average ? [{ key: `${total.league}-average`, label: average.label, row: average, perClub: true }] : []),
    ]
  })
  return (
    <RecordsTable<Club>
      caption={caption}
      leading={[{ key: 'team', header: '球団', render: (row) => (row.team ? <TeamBadge team={row.team} /> : row.label) }]}
      columns={columns}
      rows={teams}
      rowKey={(row) => row.team ?? row.label}
      sort={sort}
      sortColumn={sortColumn}
      footer={footer}
    />
  )
}
