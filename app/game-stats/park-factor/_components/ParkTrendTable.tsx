import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import type { ParkTrend } from '@/lib/schemas/park-factor'
import { pf } from './factor-columns'

type Row = ParkTrend['rows'][number]

/** Each main park's multi-year run factor season by season, newest first; the shown season tinted. */
export function ParkTrendTable({ trend, season }: { trend: ParkTrend; season: number }) {
  const columns: Column<Row>[] = [
    { key: 'venue', header: '球場', rowHeader: true, width: 150, wrap: true, render: (row) => row.venue },
    { key: 'team', header: '球団', render: (row) => row.team_name, link: (row) => ({ href: teamHref(row.team) }) },
    ...trend.seasons.map((year, index): Column<Row> => ({
      key: String(year),
      header: `${year}年`,
      align: 'right',
      render: (row) => {
        const value = row.values[index]
        return value ? pf(value.multi_year) : '-'
      },
    })),
  ]
  return (
    <DataTable<Row>
      caption="本拠地球場の複数年得点PFの推移"
      rows={trend.rows}
      rowKey={(row) => `${row.venue_id}-${row.team}`}
      columns={columns}
      leading={2}
      highlight={String(season)}
      density="compact"
    />
  )
}
