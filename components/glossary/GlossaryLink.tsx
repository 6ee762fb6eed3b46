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
  /** `header`: the mark in a table's column header (see MARK). */
  place?: keyof typeof MARK
  className?: string
}

const MARK = {
  /** Beside a word in text or a card: 44 px to tap on phones, 24 px from sm up. */
  inline: { link: 'min-h-11 min-w-11 text-slate-400 hover:text-brand focus-visible:text-brand sm:min-h-6 sm:min-w-6', circle: 'h-4 w-4' },
  /**
   * Beside a column header's label: narrow, so the 19 columns of a 詳細 tab still fit 1280 px, and
   * stretched to the header row's height (44 px on phones). It takes the header's own colour,
   * slate or white on a league's.
   */
  header: { link: 'w-6 shrink-0 self-stretch opacity-70 hover:opacity-100 focus-visible:opacity-100 sm:w-5', circle: 'h-4 w-4 sm:h-3.5 sm:w-3.5' },
} as const

/**
 * A tap target to the stat's glossary entry (a plain link, so it works by tap and keyboard, not
 * hover). The mark is small and its hit area larger, sized for where it sits (MARK).
 * Renders nothing for a key the glossary does not know. A server component: keep it out of
 * "use client" files, which would ship the whole glossary text to the browser.
 */
export function GlossaryLink({ statKey, side, children, place = 'inline', className = '' }: Props) {
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
      className={`inline-flex items-center justify-center align-middle ${MARK[place].link} ${className}`}
    >
      {/* Drawn by CSS, not text: a table copied into a spreadsheet keeps its header labels clean. */}
      <span aria-hidden="true" className={`flex items-center justify-center rounded-full border border-current text-[10px] font-bold leading-none before:content-['?'] ${MARK[place].circle}`} />
    </Link>
  )
}
