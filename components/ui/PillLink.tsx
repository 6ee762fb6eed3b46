import { PageLink } from '@/components/navigation/PageLink'
import type { CSSProperties, ReactNode } from 'react'

type Props = { href: string; active: boolean; style?: CSSProperties; title?: string; children: ReactNode }

/**
 * One filter pill: a small rounded label inside a link whose hit area is 44 px on phones, so a
 * row of pills stays compact to the eye and easy to the thumb. Choosing one keeps the scroll position.
 */
export function PillLink({ href, active, style, title, children }: Props) {
  return (
    <PageLink
      href={href}
      keepScroll
      // Absent props are left out, not passed as undefined: each would still be sent in the RSC payload.
      {...(title ? { title } : {})}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      className="tap group inline-flex items-center justify-center"
    >
      <span {...(!active && style ? { style } : {})} className={active ? 'pill pill-on' : 'pill pill-off'}>
        {children}
      </span>
    </PageLink>
  )
}
