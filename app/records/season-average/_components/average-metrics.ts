import type { RecordType, StatFormat } from '@/lib/schemas/career'
import {
  BATTING_AVERAGE_METRICS,
  PITCHING_AVERAGE_METRICS,
  type AverageMetric,
  type AverageScope,
  type BattingAverageMetric,
  type PitchingAverageMetric,
} from '@/lib/schemas/season-averages'

export type MetricDefinition = { label: string; format: StatFormat }

export const BATTING_METRIC_DEFINITIONS: Readonly<Record<BattingAverageMetric, MetricDefinition>> = {
  avg: { label: '打率', format: 'rate3' },
  obp: { label: '出塁率', format: 'rate3' },
  slg: { label: '長打率', format: 'rate3' },
  ops: { label: 'OPS', format: 'rate3' },
  hr_per_game: { label: '本塁打/試合', format: 'decimal2' },
  runs_per_game: { label: '得点/試合', format: 'decimal2' },
  k_pct: { label: '三振率', format: 'percent' },
  bb_pct: { label: '四球率', format: 'percent' },
}

export const PITCHING_METRIC_DEFINITIONS: Readonly<Record<PitchingAverageMetric, MetricDefinition>> = {
  era: { label: '防御率', format: 'era' },
  whip: { label: 'WHIP', format: 'decimal2' },
  k9: { label: '奪三振率', format: 'decimal2' },
  bb9: { label: '与四球率', format: 'decimal2' },
  hr9: { label: '被本塁打率', format: 'decimal2' },
  fip_constant: { label: 'FIP定数', format: 'decimal3' },
}

export const SCOPE_LABELS: Readonly<Record<AverageScope, string>> = { npb: 'NPB全体', central: 'セ・リーグ', pacific: 'パ・リーグ' }

export function metricsOf(type: RecordType): readonly AverageMetric[] {
  return type === 'batting' ? BATTING_AVERAGE_METRICS : PITCHING_AVERAGE_METRICS
}

const METRIC_DEFINITIONS: Readonly<Record<AverageMetric, MetricDefinition>> = { ...BATTING_METRIC_DEFINITIONS, ...PITCHING_METRIC_DEFINITIONS }

export function metricDefinition(metric: AverageMetric): MetricDefinition {
  return METRIC_DEFINITIONS[metric]
}

/** `?metric=` of the page's type; anything else (missing, misspelt, the other type's) is the first metric. */
export function parseMetric(type: RecordType, raw: string | string[] | undefined): AverageMetric {
  const value = Array.isArray(raw) ? raw[0] : raw
  const metrics = metricsOf(type)
  return metrics.find((metric) => metric === value) ?? metrics[0] ?? 'avg'
}

/** The page for one metric; the first metric is the bare path, so each view has one URL. */
export function metricHref(type: RecordType, metric: AverageMetric): string {
  const path = `/records/season-average/${type}`
  return metric === metricsOf(type)[0] ? path : `${path}?metric=${metric}`
}
