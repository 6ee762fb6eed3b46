import { buildAlertMessage } from './alert-message'
import { showAlertNotification, type NotificationApi } from './alert-notification'
import { createAlertStore, type HealthAlert } from './alert-store'
import { checkEndpoint, type FetchLike } from './check-endpoint'
import { createFailureCounter } from './failure-counter'
import { CHECKED_ENDPOINTS, HEALTH_CHECK_TIMEOUT_MS } from './health-config'
import type { HealthLogger } from './health-logger'
import { healthStateOf } from './health-state'
import { createHistoryStore, type EndpointResult, type HealthCheckRun } from './history-store'
import type { KeyValueStorage } from './stored-list'

export type HealthCheckerDeps = {
  fetch: FetchLike
  storage: KeyValueStorage
  /** Read at alert time: the permission can change while the page is open. */
  notificationApi: () => NotificationApi | undefined
  logger: HealthLogger
  now?: () => Date
  endpoints?: readonly string[]
  timeoutMs?: number
}

export type HealthChecker = {
  /** One pass over every endpoint; null when `signal` aborted it (the app unmounted mid-check). */
  runOnce(signal?: AbortSignal): Promise<HealthCheckRun | null>
}

export function createHealthChecker(deps: HealthCheckerDeps): HealthChecker {
  const { fetch, storage, logger, now = () => new Date(), endpoints = CHECKED_ENDPOINTS, timeoutMs = HEALTH_CHECK_TIMEOUT_MS } = deps
  const counter = createFailureCounter()
  const alerts = createAlertStore(storage)
  const history = createHistoryStore(storage)

  const raise = (alert: HealthAlert) => {
    alerts.add(alert)
    const notified = showAlertNotification(alert, deps.notificationApi())
    logger.error(buildAlertMessage(alert), { notified })
  }

  return {
    async runOnce(signal) {
      const results = await Promise.all(
        endpoints.map(async (endpoint): Promise<EndpointResult> => ({ endpoint, ...(await checkEndpoint(endpoint, { fetch, now, timeoutMs, signal })) })),
      )
      // A check cut short by leaving says nothing about the service, so it is neither kept nor counted.
      if (signal?.aborted) return null
      const run: HealthCheckRun = { timestamp: now().toISOString(), state: healthStateOf(results), results }
      history.record(run)
      logger.info(`check: ${run.state}`, run)
      for (const result of results) {
        const { failureCount, shouldAlert } = counter.record(result.endpoint, result.success)
        if (result.success) continue
        logger.warn(`${result.endpoint} failed ${failureCount} time(s) in a row: ${result.error}`)
        if (shouldAlert) raise({ endpoint: result.endpoint, error: result.error, timestamp: result.timestamp, failureCount })
      }
      return run
    },
  }
}
