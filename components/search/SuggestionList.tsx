import type { SuggestionOption } from './suggestion-options'
import { optionId } from './option-id'
import type { SuggestionResult } from './SuggestionSource'

export type ListOption = SuggestionOption | { key: 'all'; kind: 'all'; href: string; label: string; detail: string }

type Props = {
  listId: string
  /** Clubs, then players, then 「すべての結果」; the index is the keyboard's. */
  options: readonly ListOption[]
  active: number
  status: SuggestionResult['status']
  compact: boolean
  onChoose: (option: ListOption) => void
}


const GROUP_LABELS = { club: '球団', player: '選手' } as const

/** The popup of the ARIA combobox: a listbox grouped into clubs and players, and a line when there is nothing to list. */
export function SuggestionList({ listId, options, active, status, compact, onChoose }: Props) {
  const found = options.filter((option) => option.kind !== 'all').length
  const message = status === 'error' ? '候補を読み込めませんでした' : found > 0 ? null : status === 'loading' ? '検索中…' : '該当する選手・球団はありません'
  const row = (option: ListOption) => {
    const index = options.indexOf(option)
    return (
      <div
        key={option.key}
        id={optionId(listId, option)}
        role="option"
        aria-selected={index === active}
        // The input keeps the focus, so the keyboard and the pointer can take turns.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
        className={`flex cursor-pointer flex-wrap items-center justify-between gap-x-3 px-3 py-2 text-sm ${compact ? 'min-h-9' : 'min-h-11'} ${
          index === active ? 'bg-brand-50 text-brand' : 'text-slate-800 hover:bg-slate-50'
        } ${option.kind === 'all' ? 'border-t border-slate-100 font-medium text-brand' : ''}`}
      >
        <span className={option.kind === 'all' ? '' : 'font-medium'}>{option.label}</span>
        {option.detail && <span className="text-xs text-slate-500">{option.detail}</span>}
      </div>
    )
  }
  const group = (kind: 'club' | 'player') => {
    const members = options.filter((option) => option.kind === kind)
    if (members.length === 0) return null
    const labelId = `${listId}-${kind}-label`
    return (
      <div role="group" aria-labelledby={labelId}>
        <div id={labelId} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-500">
          {GROUP_LABELS[kind]}
        </div>
        {members.map(row)}
      </div>
    )
  }
  return (
    <div className="max-h-[70vh] overflow-y-auto py-1">
      {message && <p className="px-3 py-2 text-sm text-slate-600">{message}</p>}
      <div id={listId} role="listbox" aria-label="検索候補">
        {group('club')}
        {group('player')}
        {options.filter((option) => option.kind === 'all').map(row)}
      </div>
    </div>
  )
}
