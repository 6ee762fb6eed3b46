'use client'

import { usePathname } from 'next/navigation'
import { BUBBLE_QUALIFIER_LABELS, BUBBLE_QUALIFIERS, isBubbleQualifier } from '@/lib/domain/analysis/bubble-qualifier'
import { changeBubbleView } from '@/lib/domain/analysis/bubble-view'
import type { MetricOption } from './bubble-columns'
import type { BubblePage } from './bubble-href'
import { useBubbleUrl } from './use-bubble-url'

type Props = { page: BubblePage; axes: readonly MetricOption[]; sizes: readonly MetricOption[] }

const SELECT = 'min-h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:min-h-9'

function Picker({ label, name, value, options, onPick }: { label: string; name: string; value: string; options: readonly MetricOption[]; onPick: (key: string) => void }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-semibold text-slate-500">
      {label}
      <select name={name} value={value} onChange={(event) => onPick(event.target.value)} className={SELECT}>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The chart's metrics and (for players) who is drawn. Each choice is a new address without a
 * page load, and the chart and table below refetch for it. Without JavaScript the same form
 * submits as a GET, which the server draws.
 */
export function BubblePickers({ page, axes, sizes }: Props) {
  const pathname = usePathname()
  const { params, view, go } = useBubbleUrl(page)
  const change = (update: Parameters<typeof changeBubbleView>[2]) => go(changeBubbleView(page.side, view, update))
  const qualifiers = BUBBLE_QUALIFIERS.map((key) => ({ key, label: BUBBLE_QUALIFIER_LABELS[key] }))
  return (
    <form method="get" action={pathname} onSubmit={(event) => event.preventDefault()} aria-label="グラフの指標" className="mb-6 rounded-lg border border-slate-200 bg-white p-3">
      {['season', 'league'].map((key) => {
        const value = params.get(key)
        return value ? <input key={key} type="hidden" name={key} value={value} /> : null
      })}
      <div className={`grid grid-cols-2 gap-3 ${page.scope === 'players' ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
        <Picker label="横軸（X）" name="x" value={view.x} options={axes} onPick={(x) => change({ x })} />
        <Picker label="縦軸（Y）" name="y" value={view.y} options={axes} onPick={(y) => change({ y })} />
        <Picker label="円の大きさ" name="size" value={view.size} options={sizes} onPick={(size) => change({ size })} />
        {page.scope === 'players' ? (
          <Picker label="対象" name="qual" value={view.qual} options={qualifiers} onPick={(qual) => (isBubbleQualifier(qual) ? change({ qual }) : undefined)} />
        ) : null}
        <div className="flex items-end">
          <button type="button" onClick={() => change({ x: view.y, y: view.x })} className="min-h-11 w-full rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-brand hover:text-brand sm:min-h-9">
            縦横を入れ替え
          </button>
          <noscript>
            <button type="submit" className="ml-2 min-h-11 rounded bg-brand px-3 text-sm text-white">
              表示
            </button>
          </noscript>
        </div>
      </div>
    </form>
  )
}
