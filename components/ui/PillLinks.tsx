import type { CSSProperties } from 'react'
import { PillLink } from './PillLink'

export type Pill = { href: string; label: string; active: boolean; style?: CSSProperties; title?: string }

type Props = {
  label: string
  pills: readonly Pill[]
  /** One line that scrolls sideways instead of wrapping (long lists on phones). */
  scroll?: boolean
  /** A fixed label width, so that stacked rows line their pills up. */
  alignLabel?: boolean
}

/**
 * A labelled row of link pills (a filter whose every value is its own shareable URL); the active
 * one is marked for assistive tech too.
 */
export function PillLinks({ label, pills, scroll = false, alignLabel = false }: Props) {
  return (
    <nav aria-label={label} className="flex items-start gap-2 text-sm">
      <span className={`shrink-0 py-1 text-xs max-sm:py-3.5 font-semibold text-slate-500 ${alignLabel ? 'w-16' : ''}`}>{label}</span>
      <ul className={`flex gap-x-1.5 sm:gap-y-1.5 ${scroll ? 'min-w-0 overflow-x-auto pb-1' : 'flex-wrap'}`}>
        {pills.map((pill) => (
          <li key={pill.href} className="shrink-0">
            <PillLink href={pill.href} active={pill.active} style={pill.style} title={pill.title}>
              {pill.label}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
