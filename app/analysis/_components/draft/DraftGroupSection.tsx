import type { DraftGroup } from '@/lib/schemas/draft-analysis'
import { DraftBarChartLazy } from './DraftBarChartLazy'
import { DraftGroupTable } from './DraftGroupTable'

type Props = {
  id: string
  title: string
  /** The scope the numbers are of: 「2015〜2024年の指名」. */
  scope: string
  heading: string
  groups: readonly DraftGroup[]
  /** The bar chart's measure: the share that reached the first team, or the value per pick. */
  chart: 'reach_rate' | 'value_per_pick'
  total?: DraftGroup
}

const MEASURES = {
  reach_rate: { name: '一軍到達率', format: 'percent' },
  value_per_pick: { name: '1人あたりの通算価値', format: 'signed1' },
} as const

/** One way of grouping the picks: a bar chart of one measure, and the table with every measure (the chart's accessible form). */
export function DraftGroupSection({ id, title, scope, heading, groups, chart, total }: Props) {
  const measure = MEASURES[chart]
  const bars = groups.flatMap((group) => {
    const value = group[chart]
    return value === null ? [] : [{ label: group.label, value }]
  })
  const description = `${scope}の${heading}別の${measure.name}`
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">{title}</h2>
      {bars.length > 0 ? (
        <figure className="rounded-lg border border-slate-200 bg-white p-3">
          <DraftBarChartLazy description={description} name={measure.name} bars={bars} format={measure.format} height={40 + bars.length * 30} />
          <figcaption className="mt-1 text-xs text-slate-600">{`グラフ：${description}`}</figcaption>
        </figure>
      ) : null}
      <DraftGroupTable caption={`${scope}の${heading}別の成績`} heading={heading} groups={groups} {...(total ? { total } : {})} />
    </section>
  )
}
