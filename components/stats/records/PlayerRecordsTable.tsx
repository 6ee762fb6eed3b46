import Link from 'next/link'
import type { SeasonRecords } from '@/lib/schemas/season-records'
import { RecordsTable } from './RecordsTable'
import type { SortState } from './SortHeader'
import type { StatColumn } from './stat-columns'
import { TeamBadge } from './TeamBadge'

type Line = SeasonRecords['rows'][number]

type Props = {
  caption: string
  records: SeasonRecords
  columns: readonly StatColumn[]
  sort: SortState
  playerHref: (playerId: string) => string
}

/** Players' season lines: rank and name pinned on the left, the club in its colours, then the stats. */
export function PlayerRecordsTable({ caption, records, columns, sort, playerHref }: Props) {
  const rows: readonly Line[] = records.rows
  return (
    <RecordsTable<Line>
      caption={caption}
      leading={[
        {
          key: 'player',
          header: '選手',
          render: (row) => (
            <span className="flex items-baseline gap-2">
              <span className="w-6 shrink-0 text-right text-xs font-normal text-slate-500">{row.rank}</span>
              <Link href={playerHref(row.player_id)} prefetch={false} className="text-brand hover:underline">
                {row.name}
              </Link>
            </span>
          ),
        },
        { key: 'team', header: '球団', render: (row) => <TeamBadge team={row.team} /> },
      ]}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.player_id}-${row.team}`}
      sort={sort}
    />
  )
}
