'use client'

import { useEffect } from 'react'
import { describeErrorEvent, describeRejection } from '@/lib/analytics/load-error'
import { reportLoadError, wasReported } from '@/lib/analytics/report-load-error'

function currentPath(): string {
  return window.location.pathname + window.location.search
}

/**
 * Reports failed loads (scripts, stylesheets, lazy chunks) and uncaught errors as
 * `page_load_error`. It only listens: nothing calls preventDefault, so the browser still reports
 * every error as unhandled. A failure before hydration is out of reach, as gtag.js itself only
 * loads after hydration.
 */
export function LoadErrorReporter() {
  useEffect(() => {
    const onError = (event: Event) => {
      if ('error' in event && wasReported(event.error)) return
      const details = describeErrorEvent(event)
      if (details) reportLoadError(details, currentPath())
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!wasReported(event.reason)) reportLoadError(describeRejection(event.reason), currentPath())
    }
    // Resource failures do not bubble; only a capturing listener on window sees them.
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return null
}
