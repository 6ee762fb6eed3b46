import { PageLink } from '@/components/navigation/PageLink'
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

/** The mark's look and hit area for where it sits (globals.css: mark-inline, mark-header). */
const MARK = { inline: 'mark-inline', header: 'mark-header' } as const

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
      <PageLink href={href} aria-label={label} className={`inline-flex min-h-11 items-center underline decoration-dotted underline-offset-2 hover:text-brand sm:min-h-6 ${className}`}>
        {children}
      </PageLink>
    )
  }
  return <PageLink href={href} aria-label={label} className={className ? `${MARK[place]} ${className}` : MARK[place]} />
}
