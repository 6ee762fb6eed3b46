import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import { hrefParts } from './split-href'

type Props = { filter: SplitFilter; hrefFor: (filter: SplitFilter) => string; lastDate?: string }

/** Where the date goes among the view's params: the links' own URL with this in its place. */
const SLOT = 'as-of-date'

/**
 * 「○月○日時点」: a plain GET form (no script needed) whose date becomes `to`. Its hidden inputs
 * are the view's other params, in the order the links spell them, the date input in the place of
 * `to`, so the submitted URL is the same as a link to that view would be.
 */
export function AsOfForm({ filter, hrefFor, lastDate }: Props) {
  const { path, pairs } = hrefParts(hrefFor({ ...filter, to: SLOT }))
  const at = pairs.findIndex(([name, value]) => name === 'to' && value === SLOT)
  const hidden = (list: readonly [string, string][]) => list.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
  return (
    <form action={path} method="get" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {hidden(pairs.slice(0, Math.max(at, 0)))}
      <label htmlFor="split-as-of" className="w-20 shrink-0 text-xs leading-tight font-semibold text-slate-500 sm:w-28">
        日付時点
      </label>
      <input
        id="split-as-of"
        name="to"
        type="date"
        defaultValue={filter.to ?? ''}
        {...(lastDate === undefined ? {} : { max: lastDate })}
        className="h-11 rounded border border-slate-300 bg-white px-2 tabular-nums sm:h-9"
      />
      {hidden(at === -1 ? [] : pairs.slice(at + 1))}
      <button type="submit" className="h-11 min-w-11 rounded border border-slate-300 bg-white px-4 font-medium text-slate-700 hover:border-brand hover:text-brand sm:h-9">
        この日時点で表示
      </button>
    </form>
  )
}
