import { formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'
import type { GrowthMetric, GrowthRole } from '@/lib/schemas/simulation-growth-curve'

/** How each followed number is named and printed (the site's styles: .312, 3.45, 21.3%). */
export const METRIC_LABELS: Readonly<Record<GrowthMetric, { label: string; format: StatFormat }>> = {
  woba: { label: 'wOBA', format: 'rate3' },
  iso: { label: 'ISO', format: 'rate3' },
  era: { label: '防御率', format: 'era' },
  fip: { label: 'FIP', format: 'era' },
  k_pct: { label: 'K%', format: 'percent' },
  bb_pct: { label: 'BB%', format: 'percent' },
}

export const ROLE_LABELS: Readonly<Record<GrowthRole, string>> = { batting: '打者', pitching: '投手' }

export function formatMetric(metric: GrowthMetric, value: number | null | undefined): string {
  return formatStat(value ?? null, METRIC_LABELS[metric].format)
}

/** A change on the curve: +.012 for rates, +0.25 for ERA / FIP, +1.2pt for percentages. */
export function formatMetricDelta(metric: GrowthMetric, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-'
  const format = METRIC_LABELS[metric].format
  if (format === 'percent') {
    const points = formatSigned(value * 100, 1)
    return `${points}pt`
  }
  if (format === 'rate3') {
    const rounded = formatRate3(Math.abs(value))
    return rounded === '.000' ? rounded : `${value > 0 ? '+' : '-'}${rounded}`
  }
  return formatSigned(value, 2)
}
