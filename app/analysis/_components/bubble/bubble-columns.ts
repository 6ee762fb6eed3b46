import { explorerColumn } from '@/components/stats/explorer/explorer-columns'
import type { StatColumn } from '@/components/stats/records/stat-columns'
import { bubbleMetricKeys, sizeMetricKeys, type BubbleScope, type StandingKey } from '@/lib/domain/analysis/bubble-metrics'
import type { StatSide } from '@/lib/schemas/stat-lines'

/** A club's standing as a column: the standings' own labels and glossary entries (runs scored and allowed are the lines' 得点 and 失点). */
const STANDING_COLUMNS: Readonly<Record<StandingKey, StatColumn>> = {
  win: { key: 'win', label: '勝利', format: 'count', glossary: { key: 'win' } },
  lose: { key: 'lose', label: '敗戦', format: 'count', glossary: { key: 'lose' } },
  draw: { key: 'draw', label: '引分', format: 'count', glossary: { key: 'draw' } },
  winning_percentage: { key: 'winning_percentage', label: '勝率', format: 'rate3', glossary: { key: 'winning_percentage' } },
  pythagorean_wp: { key: 'pythagorean_wp', label: 'ピタゴラス勝率', format: 'rate3', glossary: { key: 'pythagorean_wp' } },
  runs_scored: { key: 'runs_scored', label: '得点', format: 'count', glossary: { key: 'r', side: 'batting' } },
  runs_allowed: { key: 'runs_allowed', label: '失点', format: 'count', glossary: { key: 'r', side: 'pitching' } },
  run_diff: { key: 'run_diff', label: '得失点差', format: 'integer', glossary: { key: 'pythagorean_wp' } },
}

/**
 * A metric as a column: the stat explorer's label, format and glossary entry (so a chart and the
 * explorer name a stat alike), the standings' for a club's record. Null for a key the chart
 * does not offer.
 */
export function bubbleColumn(scope: BubbleScope, side: StatSide, key: string): StatColumn | null {
  if (scope === 'teams' && key in STANDING_COLUMNS) return STANDING_COLUMNS[key as StandingKey]
  return explorerColumn(side, key)
}

/** A picker's choice: the metric's key and label. */
export type MetricOption = { key: string; label: string }

const options = (scope: BubbleScope, side: StatSide, keys: readonly string[]): MetricOption[] =>
  keys.flatMap((key) => {
    const column = bubbleColumn(scope, side, key)
    return column ? [{ key, label: column.label }] : []
  })

/** The pickers' choices, computed on the server so the catalogue stays out of the browser's first load. */
export function metricOptions(scope: BubbleScope, side: StatSide): { axes: MetricOption[]; sizes: MetricOption[] } {
  return { axes: options(scope, side, bubbleMetricKeys(scope, side)), sizes: options(scope, side, sizeMetricKeys(scope, side)) }
}
