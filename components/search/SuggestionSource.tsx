'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryProvider } from '@/components/providers/QueryProvider'
import { playersQuery } from '@/lib/api-client/queries'
import { MAX_PLAYER_SUGGESTIONS, suggestionsFrom, type Suggestions } from './suggestion-options'

/** `loading` keeps the previous query's suggestions, so the list does not blink while a name is typed. */
export type SuggestionResult = { status: 'loading' | 'ready' | 'error'; suggestions: Suggestions | null }

type Props = { query: string; onResult: (result: SuggestionResult) => void }

/**
 * Reads /api/players?q= through the retrying client and react-query, and hands the box what to
 * show. Loaded only once a search box is used, so no page pays for react-query and zod up front;
 * its own QueryProvider, because the site mounts none.
 */
export function SuggestionSource(props: Props) {
  return (
    <QueryProvider>
      <Source {...props} />
    </QueryProvider>
  )
}

function Source({ query, onResult }: Props) {
  const { data, isError, isPlaceholderData, isPending } = useQuery({
    ...playersQuery({ q: query, pageSize: MAX_PLAYER_SUGGESTIONS }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  })
  const status = isError ? 'error' : isPending || isPlaceholderData ? 'loading' : 'ready'
  useEffect(() => {
    onResult({ status, suggestions: data ? suggestionsFrom(data) : null })
  }, [data, status, onResult])
  return null
}
