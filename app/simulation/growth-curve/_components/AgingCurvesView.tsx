'use client'

import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, type MouseEvent } from 'react'
import { GROWTH_ROLES } from '@/lib/domain/simulation/projection/growth-keys'
import type { AgingCurves } from '@/lib/schemas/simulation-growth-curve'
import { AgingCurvesBody } from './AgingCurvesBody'
import { growthHref, isGrowthRole } from './growth-query'
import { ROLE_LABELS } from './metric-labels'

// Loaded on the first switch only: react-query and the schema stay out of the page's first load.
const LiveAgingCurves = lazy(() => import('./LiveAgingCurves').then((module) => ({ default: module.LiveAgingCurves })))

/**
 * The league's curves with the 打者 / 投手 switch. The server drew the side the address asked for;
 * a switch is a history entry (Back returns) whose curves come from the API, the last ones kept on
 * screen, dimmed, meanwhile. Without JavaScript the pills are plain links the server answers.
 */
export function AgingCurvesView({ initial }: { initial: AgingCurves }) {
  const params = useSearchParams()
  const asked = params.get('role')
  const role = isGrowthRole(asked) ? asked : 'batting'
  const choose = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    window.history.pushState(null, '', href)
  }
  return (
    <div className="space-y-4">
      <nav aria-label="打者・投手" className="flex items-center gap-2 text-sm">
        <span className="text-xs font-semibold text-slate-500">対象</span>
        <ul className="flex gap-x-1.5">
          {GROWTH_ROLES.map((option) => {
            const href = growthHref({ role: option, q: params.get('q') ?? '' })
            const active = option === role
            return (
              <li key={option}>
                <a href={href} onClick={(event) => choose(event, href)} className="tap inline-flex items-center justify-center" {...(active ? { 'aria-current': 'page' as const } : {})}>
                  <span className={active ? 'pill pill-on' : 'pill pill-off'}>{ROLE_LABELS[option]}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      {role === initial.role ? (
        <AgingCurvesBody curves={initial} />
      ) : (
        <Suspense fallback={<AgingCurvesBody curves={initial} />}>
          <LiveAgingCurves role={role} fallback={initial} search={params.toString()} />
        </Suspense>
      )}
    </div>
  )
}
