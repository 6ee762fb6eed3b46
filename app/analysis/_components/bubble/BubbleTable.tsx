import { SortHeader, type SortState } from '@/components/stats/records/SortHeader'
import type { StatColumn } from '@/components/stats/records/stat-columns'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { POINT_INDEX, sortBubblePoints } from '@/lib/domain/analysis/bubble-series'
import { nextBubbleSort, type BubbleView } from '@/lib/domain/analysis/bubble-view'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { BubbleChart, BubbleChartPoint } from '@/lib/schemas/bubble-chart'
import { bubbleRowHref, type BubblePage } from './bubble-href'

type Props = {
  data: BubbleChart
  view: BubbleView
  /** The chart's three metrics as columns, x first; a metric chosen twice is one column. */
  columns: readonly (StatColumn & { axis: keyof typeof POINT_INDEX })[]
  caption: string
  /** The address of the view in another order. */
  hrefFor: (view: BubbleView) => string
}

/**
 * The chart's numbers as a table, for anyone who cannot see the drawing and for reading exact
 * values: each bubble's name (a link), club and three metrics, sorted through the URL by any of
 * them. Drawn by the server for the first paint and by the browser after a picker changes.
 */
export function BubbleTable({ data, view, columns, caption, hrefFor }: Props) {
  const page: BubblePage = { scope: data.scope, side: data.side }
  const sortAxis = columns.find((column) => column.key === view.sort)?.axis ?? 'x'
  const rows = sortBubblePoints(data.points, sortAxis, view.order)
  const sort: SortState = { key: view.sort, order: view.order, hrefFor: (key) => hrefFor({ ...view, ...nextBubbleSort(data.side, view, key) }) }
  const players = data.scope === 'players'
  const table: Column<BubbleChartPoint>[] = [
    { key: 'name', header: players ? '選手' : '球団', rowHeader: true, render: (point) => point[1], link: (point) => ({ href: bubbleRowHref(page, data.season, point[0]) }) },
    ...(players ? [{ key: 'team', header: '球団', render: (point: BubbleChartPoint) => TEAM_BY_CODE[point[2]].shortName, link: (point: BubbleChartPoint) => ({ href: `/teams/${point[2]}/info` }) }] : []),
    ...columns.map(
      (column): Column<BubbleChartPoint> => ({
        key: column.key,
        header: column.label,
        align: 'right',
        render: (point) => formatStat(point[POINT_INDEX[column.axis]], column.format),
        glossary: column.glossary,
        headerCell: (className, mark) => <SortHeader column={column} sort={sort} className={className} mark={mark} />,
      }),
    ),
  ]
  // A player traded mid-season has a line, and a row, per club.
  const unique = new Set(rows.map((point) => point[0])).size === rows.length
  return (
    <DataTable<BubbleChartPoint>
      caption={caption}
      columns={table}
      rows={rows}
      rowKey={(point) => (unique ? point[0] : `${point[0]}-${point[2]}`)}
      leading={players ? 2 : 1}
      density="compact"
      highlight={view.sort}
    />
  )
}
