import Link from 'next/link'
import type { ReactNode } from 'react'
import { glossaryEntry, glossaryHref, type GlossarySide } from '@/lib/domain/glossary/glossary'

type Props = {
  /** The stat key of the DTO or column (`avg`, `era`, `wrc_plus`, `games_behind_display`). */
  statKey: string
  /** The line the key belongs to, where batting and pitching share it (`h`, `bb`, `k_pct`). */
  side?: GlossarySide
  /** Visible text to link instead of the ? mark, e.g. a header label that is not already a link. */
  children?: ReactNode
  className?: string
}

/**
 * A tap target to the stat's glossary entry (a plain link, so it works by tap and keyboard, not
 * hover). The mark is small, its hit area 44 px on phones and 24 px from the sm breakpoint up.
 * Renders nothing for a key the glossary does not know. A server component: keep it out of
 * "use client" files, which would ship the whole glossary text to the browser.
 */
export function GlossaryLink({ statKey, side, children, className = '' }: Props) {
  const entry = glossaryEntry(statKey, side)
  const href = glossaryHref(statKey, side)
  if (!entry || !href) return children ?? null
  const label = `${entry.name}の説明`
  if (children !== undefined) {
    return (
      <Link href={href} prefetch={false} aria-label={label} className={`inline-flex min-h-11 items-center underline decoration-dotted underline-offset-2 hover:text-brand sm:min-h-6 ${className}`}>
        {children}
      </Link>
    )
  }
  return (
    <Link
      href={href}
      prefetch={false}
      aria-label={label}
      title={label}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center align-middle text-slate-400 hover:text-brand focus-visible:text-brand sm:min-h-6 sm:min-w-6 ${className}`}
    >
      <span aria-hidden="true" className="flex h-4 w-4 items-center justify-center rounded-full border border-current text-[10px] font-bold leading-none">
        ?
      </span>
    </Link>
  )
}
