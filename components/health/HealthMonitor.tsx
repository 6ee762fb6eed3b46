'use client'

import { useEffect } from 'react'
import { isHealthDebugMode } from '@/lib/debug'
import { readBackendStatus, recordBackendStatus } from '@/lib/health/backend-status'
import { browserStorage } from '@/lib/health/browser-storage'
import type { FetchLike } from '@/lib/health/check-endpoint'
import { createHealthChecker } from '@/lib/health/health-checker'
import { createHealthLogger } from '@/lib/health/health-logger'
import { startHealthScheduler } from '@/lib/health/health-scheduler'

const browserFetch: FetchLike = (input, init) => fetch(input, init)

const notificationApi = () => (typeof Notification === 'undefined' ? undefined : Notification)

/**
 * Watches the site's own data service while the app is mounted (site spec §4): one status read at
 * start-up, then every endpoint now and every five minutes. Renders nothing; alerts go to storage
 * and, with permission already granted, to a browser notification.
 */
export function HealthMonitor(): null {
  useEffect(() => {
    const controller = new AbortController()
    const storage = browserStorage()
    const logger = createHealthLogger(isHealthDebugMode(window.location.search))

    void readBackendStatus(browserFetch, undefined, controller.signal).then((status) => {
      if (controller.signal.aborted) return
      recordBackendStatus(storage, status)
      logger.info(`backend overall: ${status.overall}`)
    })

    const checker = createHealthChecker({ fetch: browserFetch, storage, notificationApi, logger })
    const stop = startHealthScheduler(() => void checker.runOnce(controller.signal))
    return () => {
      stop()
      controller.abort()
    }
  }, [])
  return null
}
