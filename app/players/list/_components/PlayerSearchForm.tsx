import Form from 'next/form'
import { MAX_QUERY_LENGTH } from '@/lib/domain/search/search-query'

/** The page's own search: a plain GET form, so it works before (and without) any JavaScript. */
export function PlayerSearchForm({ q }: { q: string }) {
  return (
    // Keyed by the query, so a new search shows its own words in the box.
    <Form key={q} action="/players/list" prefetch={false} role="search" aria-label="選手・球団の検索" className="mb-4 flex max-w-xl gap-2">
      <label htmlFor="players-list-q" className="sr-only">
        選手名・球団名
      </label>
      <input
        id="players-list-q"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        placeholder="選手名・球団名"
        className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      <button type="submit" className="h-11 shrink-0 rounded-md bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-700">
        検索
      </button>
    </Form>
  )
}
