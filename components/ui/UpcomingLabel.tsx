import type { ReactNode } from 'react'
import { SoonBadge } from './SoonBadge'

/** A link's words while its page is still to come: muted, with 「近日公開」, so a visitor meets no dead end. */
export function UpcomingLabel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={className} data-upcoming="">
      {children}
      <SoonBadge />
    </span>
  )
}
