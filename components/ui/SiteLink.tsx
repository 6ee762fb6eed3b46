import Link from 'next/link'
import type { ReactNode } from 'react'
import { isUpcoming } from '@/lib/route-status'
import { UpcomingLabel } from './UpcomingLabel'

type Props = {
  href: string
  className?: string
  children: ReactNode
  /** How a link to a page not built yet shows: its label with 「近日公開」, or plain text (a name in a table). */
  upcoming?: 'badge' | 'plain'
  /** The muted colour of a badged upcoming label; on a dark background (the footer) it must be lighter to stay legible. */
  mutedClassName?: string
}

/**
 * A link's layout classes without its link look (colour, underline, hover) or its stretched hit
 * area (CELL_LINK's after: overlay), for the same words as text.
 */
const asText = (className = '') =>
  className
    .split(/\s+/)
    .filter((token) => token && !token.startsWith('hover:') && !token.includes('after:') && token !== 'text-brand' && token !== 'underline')
    .join(' ')

/**
 * A link for server components that never leads to a placeholder: while its page is upcoming it
 * renders as text, so a visitor meets no dead end. Client menus use MenuHref with the same list.
 */
export function SiteLink({ href, className, children, upcoming = 'badge', mutedClassName = 'text-slate-500' }: Props) {
  if (!isUpcoming(href)) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return upcoming === 'plain' ? (
    <span className={asText(className)}>{children}</span>
  ) : (
    <UpcomingLabel className={mutedClassName}>{children}</UpcomingLabel>
  )
}
