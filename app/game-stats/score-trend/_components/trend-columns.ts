import type { Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TREND_METRIC_DEFINITIONS, TREND_METRICS, type TrendValues } from './trend-metrics'

/** The five figures as table columns, in the metric picker's order, each with its glossary mark. */
export function metricColumns<Row extends TrendValues>(): Column<Row>[] {
  return TREND_METRICS.map((metric) => {
    const { label, format, field, glossary } = TREND_METRIC_DEFINITIONS[metric]
    return { key: metric, header: label, align: 'right', glossary, render: (row: Row) => formatStat(row[field], format) }
  })
}
