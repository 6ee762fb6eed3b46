import { formatInnings } from '@/lib/domain/format/numbers'
import type { SampleFilter } from '@/lib/domain/stats/sample-filter'
import { playerViewQuery, type PlayerView } from './records-href'

type Props = { path: string; type: 'batting' | 'pitching'; view: PlayerView; sample: SampleFilter }

/** What the view's sample rule is, in words: the visitor should never wonder why a line is missing. */
export function sampleSentence(type: 'batting' | 'pitching', sample: SampleFilter, sortLabel: string): string | null {
  if (sample.nonZero) return `${sortLabel}が1以上の選手を、規定到達に関係なく並べています。`
  if (sample.minimum === null) return null
  const amount = type === 'batting' ? `${sample.minimum}打席` : `${formatInnings(sample.minimum)}回`
  return sample.defaulted
    ? `率の並べ替えのため、${amount}以上（チーム試合数あたり${type === 'batting' ? '1打席' : '1アウト'}）の選手に絞っています。`
    : `${amount}以上の選手に絞っています。`
}

/**
 * The minimum PA / IP over all players, as a plain GET form that keeps the rest of the view (a
 * shareable URL, no script needed). Only shown where it applies: all players, a rate sort.
 */
export function MinimumSample({ path, type, view, sample }: Props) {
  if (view.qualified || sample.nonZero) return null
  const kept = playerViewQuery(type, { ...view, min: null })
  const value = sample.minimum === null ? '' : String(type === 'batting' ? sample.minimum : Math.floor(sample.minimum / 3))
  return (
    <form action={path} method="get" className="flex flex-wrap items-center gap-2 text-sm">
      {kept.map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={keptValue} />
      ))}
      <label htmlFor="records-min" className="font-medium text-slate-700">
        {type === 'batting' ? '最低打席' : '最低投球回'}
      </label>
      <input
        id="records-min"
        name="min"
        type="number"
        min={0}
        max={9999}
        inputMode="numeric"
        defaultValue={value}
        className="h-11 w-24 rounded border border-slate-300 bg-white px-2 tabular-nums"
      />
      <button type="submit" className="h-11 rounded border border-slate-300 bg-white px-4 font-medium text-slate-700 hover:border-brand hover:text-brand">
        絞り込む
      </button>
    </form>
  )
}
