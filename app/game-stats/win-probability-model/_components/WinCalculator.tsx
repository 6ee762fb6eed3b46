'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, type ReactNode } from 'react'
import { parseCalculatorState, sameCalculatorState, type CalculatorState } from '@/lib/domain/game-stats/win-model-state'
import type { WinProbability } from '@/lib/schemas/win-model'
import { CalculatorAnswer } from './CalculatorAnswer'
import { CalculatorForm } from './CalculatorForm'
import { calculatorHref } from './calculator-href'

// Loaded on the first change only: react-query and the schema stay out of the page's first load.
const LiveAnswer = lazy(() => import('./LiveAnswer').then((module) => ({ default: module.LiveAnswer })))

type Props = {
  season: number
  latest: number
  /** The server's answer for the state the page was requested with. */
  initial: WinProbability
  /** The LI label, a glossary link rendered on the server. */
  liLabel: ReactNode
}

/**
 * The form and its answer. The state lives in the address: a change replaces it (no page load,
 * and Back leaves the page rather than stepping through every click), and the answer for it
 * comes from GET /api/game-stats/win-probability, the last one kept on screen, dimmed, meanwhile.
 */
export function WinCalculator({ season, latest, initial, liLabel }: Props) {
  const params = useSearchParams()
  const state = parseCalculatorState((key) => params.get(key))
  const change = (update: (current: CalculatorState) => CalculatorState) => {
    const now = new URLSearchParams(window.location.search)
    window.history.replaceState(null, '', calculatorHref(season, latest, update(parseCalculatorState((key) => now.get(key)))))
  }
  const served = sameCalculatorState(state, initial.state)
  return (
    <div className="grid gap-6 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm state={state} onChange={change} />
      {served ? (
        <CalculatorAnswer answer={initial} liLabel={liLabel} />
      ) : (
        <Suspense fallback={<CalculatorAnswer answer={initial} liLabel={liLabel} busy />}>
          <LiveAnswer season={season} state={state} fallback={initial} liLabel={liLabel} />
        </Suspense>
      )}
    </div>
  )
}
