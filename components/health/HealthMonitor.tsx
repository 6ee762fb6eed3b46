'use client'

import { useEffect } from 'react'

/**
 * Watches the site's own data service while the app is mounted; renders nothing. The checker is
 * imported after hydration so that none of it counts against a page's first-load JavaScript.
 */
export function HealthMonitor(): null {
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void import('@/lib/health/start-health-monitor').then(({ startHealthMonitor }) => {
      if (!unmounted) stop = startHealthMonitor()
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  return null
}
