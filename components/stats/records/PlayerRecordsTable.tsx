import type { SeasonRecords } from '@/lib/schemas/season-records'
import { RecordsTable } from './RecordsTable'
import type { SortState } from './SortHeader'
import type { StatColumn } from './stat-columns'
import { statValue } from './stat-value'
import { TeamBadge } from './TeamBadge'
import { PageLink } from '@/components/navigation/PageLink'
import { CELL_LINK } from '@/components/ui/DataTable'

type Line = SeasonRecords['rows'][number]

type Props = {
  caption: string
  records: SeasonRecords
  columns: readonly StatColumn[]
  sort: SortState
  /** The sort column, listed in the shown group or not (a phone shows it next to the name). */
  sortColumn?: StatColumn | null
  playerHref: (playerId: string) => string
}

/** Players' season lines: rank and name pinned on the left, the club in its colours, then the stats. */
export function PlayerRecordsTable({ caption, records, columns, sort, sortColumn, playerHref }: Props) {
  const rows: readonly Line[] = records.rows
  // A count no row can hold is a source gap (2024's wild pitches and balks are kept per club only).
  const unsourced = columns.filter((column) => column.format === 'count' && rows.some((row) => statValue(row, column.key) === null))
  return (
    <>
      <RecordsTable<Line>
        caption={caption}
        leading={[
          {
            key: 'player',
            header: '選手',
            render: (row) => (
              <span className="flex items-baseline gap-1.5 sm:gap-2">
                <span className="w-5 shrink-0 text-right text-xs font-normal text-slate-500 sm:w-6">{row.rank}</span>
                <PageLink href={playerHref(row.player_id)} className={`text-brand hover:underline ${CELL_LINK}`}>
                  {row.name}
                </PageLink>
              </span>
            ),
          },
          { key: 'team', header: '球団', render: (row) => <TeamBadge team={row.team} /> },
        ]}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.player_id}-${row.team}`}
        sort={sort}
        sortColumn={sortColumn}
      />
      {unsourced.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {unsourced.map((column) => column.label).join('・')}の「-」は、この年の試合記録に球団ごとの数しかなく、投手別の数がわからないことを示します。球団の合計はチーム投手成績に載せています。
        </p>
      )}
    </>
  )
}
