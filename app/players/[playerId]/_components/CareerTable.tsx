import { careerRows, type CareerRow } from '@/components/stats/records/career-rows'
import { TeamBadge } from '@/components/stats/records/TeamBadge'
import type { StatColumn } from '@/components/stats/records/stat-columns'
import { statValue } from '@/components/stats/records/stat-value'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { PlayerCareer } from '@/lib/schemas/player-career'

type Props = { career: PlayerCareer; columns: readonly StatColumn[]; caption: string; season: number }

/** The line a phone keeps beside the year (each when the column group has it). */
const PHONE_LEAD = { batting: ['avg', 'hr', 'ops'], pitching: ['w', 'era', 'so'] } as const

/**
 * His seasons, one row per club (a traded season adds its total), the career total below. A stat he
 * led his league in is bold with a mark; 規 marks a season he reached the qualifying line.
 */
export function CareerTable({ career, columns, caption, season }: Props) {
  const table: Column<CareerRow>[] = [
    {
      key: 'season',
      header: '年度',
      rowHeader: true,
      render: (row) => {
        const label = row.team ? row.season : `${row.season} 計`
        if (!row.qualified) return label
        return (
          <span className="flex items-center gap-1">
            {label}
            <abbr title="規定到達" className="rounded bg-slate-100 px-1 text-[10px] text-slate-600 no-underline">規</abbr>
          </span>
        )
      },
      cell: (row) => (row.season === season && row.team ? { className: 'bg-sky-50' } : {}),
    },
    { key: 'team', header: '球団', render: (row) => (row.team ? <TeamBadge team={row.team} /> : '') },
    ...columns.map(
      (column): Column<CareerRow> => ({
        key: column.key,
        header: column.label,
        align: 'right',
        glossary: column.glossary,
        render: (row) => {
          const text = formatStat(statValue(row.line, column.key), column.format)
          return row.leads.includes(column.key) ? (
            <strong className="lead-mark" title="リーグ1位">
              {text}
              <span className="sr-only">（リーグ1位）</span>
            </strong>
          ) : (
            text
          )
        },
      }),
    ),
  ]
  return (
    <DataTable<CareerRow>
      caption={caption}
      columns={table}
      rows={careerRows(career)}
      rowKey={(row) => row.key}
      leading={2}
      phoneLead={PHONE_LEAD[career.type]}
      density="compact"
      footer={[{ key: 'total', label: '通算', value: (column) => formatStat(statValue(career.total, column.key), columns.find((stat) => stat.key === column.key)?.format ?? 'count') }]}
    />
  )
}
