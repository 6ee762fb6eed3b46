'use client'

import { keepPreviousData, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/api-client/query-client'
import { winProbabilityQuery } from '@/lib/api-client/win-probability'
import type { CalculatorState } from '@/lib/domain/game-stats/win-model-state'
import type { WinProbability } from '@/lib/schemas/win-model'
import { CalculatorAnswer } from './CalculatorAnswer'

type Props = { season: number; state: CalculatorState; fallback: WinProbability; liLabel: ReactNode }

/** One client for the page's life: a state asked before answers again at once. */
let client: QueryClient | null = null

function Answer({ season, state, fallback, liLabel }: Props) {
  const { data, isError, isPlaceholderData } = useQuery({ ...winProbabilityQuery(season, state), placeholderData: keepPreviousData })
  return (
    <div>
      {isError ? (
        <p role="alert" className="mb-3 rounded border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-800">
          勝利確率を計算できませんでした。
          <a href={typeof window === 'undefined' ? '' : window.location.href} className="ml-1 underline">ページを読み込み直す</a>
        </p>
      ) : null}
      <CalculatorAnswer answer={data ?? fallback} liLabel={liLabel} busy={!data || isPlaceholderData || isError} />
    </div>
  )
}

/** The answer for a state the server did not draw, fetched through the retrying client and checked by the API's schema. */
export function LiveAnswer(props: Props) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <Answer {...props} />
    </QueryClientProvider>
  )
}
