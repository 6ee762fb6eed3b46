import type { HealthCheckResult } from './evaluate-response'
import { HEALTH_STORAGE_KEYS, MAX_HISTORY } from './health-config'
import type { HealthState } from './health-state'
import { isRecord, readStoredList, writeStored, type KeyValueStorage } from './stored-list'

export type EndpointResult = HealthCheckResult & { endpoint: string }

/** One pass over every checked endpoint. */
export type HealthCheckRun = { timestamp: string; state: HealthState; results: EndpointResult[] }

export type HistoryStore = { list(): HealthCheckRun[]; record(run: HealthCheckRun): HealthCheckRun[] }

const STATES: readonly unknown[] = ['healthy', 'unhealthy', 'error'] satisfies HealthState[]

function isHealthCheckRun(value: unknown): value is HealthCheckRun {
  return isRecord(value) && typeof value.timestamp === 'string' && STATES.includes(value.state) && Array.isArray(value.results)
}

/** The last `max` runs under healthCheckHistory (oldest first) and the latest under lastHealthCheck. */
export function createHistoryStore(storage: KeyValueStorage, max: number = MAX_HISTORY): HistoryStore {
  const list = () => readStoredList(storage, HEALTH_STORAGE_KEYS.history, isHealthCheckRun)
  return {
    list,
    record(run) {
      const runs = [...list(), run].slice(-max)
      writeStored(storage, HEALTH_STORAGE_KEYS.history, runs)
      writeStored(storage, HEALTH_STORAGE_KEYS.last, run)
      return runs
    },
  }
}
