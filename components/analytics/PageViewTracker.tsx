'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { pageViewParams, pageViewPath } from '@/lib/analytics/page-view'
import { sendAnalyticsEvent } from '@/lib/analytics/send-event'
import { whenTitleReady } from '@/lib/analytics/when-title-ready'

/**
 * Sends a GA4 `page_view` on every change of path or query. The landing page is skipped: GA's
 * own `config` call already counts it, and counting it here too would double every visit.
 * Reading search params opts this component out of prerendering, so it must sit under Suspense.
 */
export function PageViewTracker() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    const path = pageViewPath(pathname, search)
    const previous = lastPath.current
    lastPath.current = path
    if (previous === null || previous === path) return
    // Leaving before the title arrives still counts the view (the cleanup flushes it).
    return whenTitleReady((title) => sendAnalyticsEvent('page_view', pageViewParams({ pathname, search, origin: window.location.origin, title })))
  }, [pathname, search])

  return null
}
