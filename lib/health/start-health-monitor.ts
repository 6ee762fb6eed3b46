import { isHealthDebugMode } from '@/lib/debug'
import { readBackendStatus, recordBackendStatus } from './backend-status'
import { browserStorage } from './browser-storage'
import type { FetchLike } from './check-endpoint'
import { createHealthChecker } from './health-checker'
import { createHealthLogger } from './health-logger'
import { startHealthScheduler } from './health-scheduler'

const browserFetch: FetchLike = (input, init) => fetch(input, init)

const notificationApi = () => (typeof Notification === 'undefined' ? undefined : Notification)

/**
 * Starts watching the site's own data service (site spec §4): one status read at start-up, then
 * every endpoint now and every five minutes. Returns the function that stops it.
 */
export function startHealthMonitor(): () => void {
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
}
