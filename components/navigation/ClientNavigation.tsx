'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { clientNavigation, KEEP_SCROLL_ATTRIBUTE } from '@/lib/client-navigation'

/**
 * The one click listener behind every PageLink: a plain left click on a link to one of the site's
 * pages becomes a router navigation (lib/client-navigation.ts decides which clicks; next/link's own
 * clicks are already taken). Before it hydrates, or without script, the anchors are ordinary links.
 * Mount once, in the root layout.
 */
export function ClientNavigation() {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const facts = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), keepScroll: anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE) }
      const navigation = clientNavigation(event, facts, window.location)
      if (navigation === null) return
      event.preventDefault()
      router.push(navigation.href, { scroll: navigation.scroll })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
  return null
}
