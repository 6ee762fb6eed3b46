import Link from 'next/link'
import type { CSSProperties } from 'react'

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
 * one is marked for assistive tech too. Choosing one keeps the reader's scroll position.
 */
export function PillLinks({ label, pills, scroll = false, alignLabel = false }: Props) {
  return (
    <nav aria-label={label} className="flex items-start gap-2 text-sm">
      <span className={`shrink-0 py-1 text-xs font-semibold text-slate-500 ${alignLabel ? 'w-16' : ''}`}>{label}</span>
      <ul className={`flex gap-1.5 ${scroll ? 'min-w-0 overflow-x-auto pb-1' : 'flex-wrap'}`}>
        {pills.map((pill) => (
          <li key={pill.href} className="shrink-0">
            <Link
              href={pill.href}
              prefetch={false}
              scroll={false}
              title={pill.title}
              aria-current={pill.active ? 'page' : undefined}
              style={pill.active ? undefined : pill.style}
              className={`inline-block rounded-full border px-3 py-1 text-xs font-medium tabular-nums ${
                pill.active ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand'
              }`}
            >
              {pill.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
