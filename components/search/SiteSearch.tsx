'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react'
import { cleanQuery, isSearchable, MAX_QUERY_LENGTH } from '@/lib/domain/search/search-query'
import { playersListHref } from './players-list-href'
import { optionId } from './option-id'
import type { ListOption } from './SuggestionList'
import type { SuggestionResult } from './SuggestionSource'
import { useDebouncedValue } from './use-debounced-value'

// React's own lazy, not next/dynamic or next/form: what every page loads up front stays a few lines.
// Both halves of the suggestions load once the box is first used (focus or pointer), before anything is typed.
const SuggestionSource = lazy(() => import('./SuggestionSource').then((module) => ({ default: module.SuggestionSource })))
const loadList = () => import('./SuggestionList')
const SuggestionList = lazy(() => loadList().then((module) => ({ default: module.SuggestionList })))

const DEBOUNCE_MS = 200

const STYLES = {
  // The menus leave the header ~150 px: the box rests at 128 px and widens over them while in use.
  header: {
    form: 'relative h-9 w-32',
    input:
      'peer absolute right-0 top-0 z-10 h-9 w-32 rounded-md bg-white/15 pl-3 pr-9 text-sm text-white transition-[width] placeholder:text-white/70 focus:w-72 focus:bg-white focus:text-slate-900 focus:outline-none focus:ring-2 focus:ring-white/60 focus:placeholder:text-slate-400 motion-reduce:transition-none',
    button: 'absolute right-0 top-0 z-10 flex h-9 w-9 items-center justify-center text-white/80 peer-focus:text-slate-500',
    popup: 'absolute right-0 top-full z-50 mt-2 w-80 rounded-md border border-slate-200 bg-white shadow-lg',
  },
  drawer: {
    form: 'relative',
    input:
      'h-11 w-full rounded-md border border-slate-300 bg-white pl-3 pr-11 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30',
    button: 'absolute right-0 top-0 flex h-11 w-11 items-center justify-center text-slate-500',
    popup: 'absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-slate-200 bg-white shadow-lg',
  },
} as const

/**
 * The site's search: a GET form to /players/list (it works without JavaScript) that, once used,
 * suggests clubs and players as the visitor types — an ARIA combobox driven by arrow keys, Enter
 * and Escape. `header` is the compact desktop box, `drawer` the phone one (44 px targets).
 */
export function SiteSearch({ variant }: { variant: keyof typeof STYLES }) {
  const styles = STYLES[variant]
  const router = useRouter()
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [used, setUsed] = useState(false)
  const [result, setResult] = useState<SuggestionResult>({ status: 'loading', suggestions: null })
  const query = cleanQuery(text)
  const searchable = isSearchable(query)
  const settled = useDebouncedValue(searchable ? query : '', DEBOUNCE_MS)
  const options: ListOption[] = [
    ...(result.suggestions?.clubs ?? []),
    ...(result.suggestions?.players ?? []),
    { key: 'all', kind: 'all', href: playersListHref({ q: query }), label: `「${query}」のすべての結果`, detail: '' },
  ]
  const expanded = open && searchable
  const current = expanded ? options[active] : undefined

  const choose = (option: ListOption) => {
    setOpen(false)
    setActive(-1)
    router.push(option.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an IME is composing, Enter and the arrows pick kanji, not suggestions.
    if (event.nativeEvent.isComposing) return
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && searchable) {
      event.preventDefault()
      setOpen(true)
      const last = options.length - 1
      if (event.key === 'ArrowDown') setActive((index) => (!expanded || index >= last ? 0 : index + 1))
      else setActive((index) => (!expanded || index <= 0 ? last : index - 1))
    } else if (event.key === 'Enter' && current) {
      event.preventDefault()
      choose(current)
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; the drawer around the box (a document listener, beside React's own)
      // closes on the next Escape.
      event.preventDefault()
      event.stopPropagation()
      event.nativeEvent.stopImmediatePropagation()
      setOpen(false)
      setActive(-1)
    }
  }

  const found = (result.suggestions?.clubs.length ?? 0) + (result.suggestions?.players.length ?? 0)
  return (
    <form
      action="/players/list"
      role="search"
      aria-label="サイト内検索"
      className={styles.form}
      onSubmit={(event) => {
        // Without JavaScript the browser's own GET does this, with a full page load.
        event.preventDefault()
        setOpen(false)
        router.push(playersListHref({ q: query }))
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        選手・球団を検索
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={current ? optionId(listId, current) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={variant === 'header' ? '選手・球団' : '選手・球団を検索'}
        value={text}
        onFocus={() => {
          setUsed(true)
          setOpen(true)
          void loadList()
        }}
        onPointerEnter={() => {
          setUsed(true)
          void loadList()
        }}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        className={styles.input}
      />
      <button type="submit" aria-label="検索" className={styles.button}>
        <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" strokeLinecap="round" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SuggestionSource query={settled} onResult={setResult} />
        </Suspense>
      )}
      {expanded && (
        <div className={styles.popup}>
          <Suspense fallback={null}>
            <SuggestionList listId={listId} options={options} active={active} status={result.status} compact={variant === 'header'} onChoose={choose} />
          </Suspense>
        </div>
      )}
      <p role="status" className="sr-only">
        {expanded && result.status === 'ready' ? (found > 0 ? `候補 ${found}件` : '該当する選手・球団はありません') : ''}
      </p>
    </form>
  )
}
