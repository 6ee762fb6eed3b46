import type { ComponentPropsWithoutRef } from 'react'
import { KEEP_SCROLL_ATTRIBUTE } from '@/lib/client-navigation'

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string; keepScroll?: boolean }

/**
 * A link to one of the site's pages: a plain anchor, which ClientNavigation turns into a client-side
 * navigation, instead of a `next/link` client component per link that hydrates, observes the
 * viewport and prefetches (lib/client-navigation.ts). `keepScroll` keeps the scroll position, as
 * Link's `scroll={false}` did. Works in server and client components alike.
 */
export function PageLink({ href, keepScroll = false, children, ...rest }: Props) {
  return (
    // href last, where next/link put it: the markup reads as it did.
    <a {...rest} {...(keepScroll ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {})} href={href}>
      {children}
    </a>
  )
}
