import { HEALTH_STORAGE_KEYS, MAX_STORED_ALERTS } from './health-config'
import { isRecord, readStoredList, writeStored, type KeyValueStorage } from './stored-list'

/** Site spec §3: the stored alert record. */
export type HealthAlert = { endpoint: string; error: string; timestamp: string; failureCount: number }

export type AlertStore = { list(): HealthAlert[]; add(alert: HealthAlert): HealthAlert[] }

function isHealthAlert(value: unknown): value is HealthAlert {
  return (
    isRecord(value) &&
    typeof value.endpoint === 'string' &&
    typeof value.error === 'string' &&
    typeof value.timestamp === 'string' &&
    typeof value.failureCount === 'number'
  )
}

/** Alerts in storage, oldest first, at most `max` of them: a new one past the cap drops the oldest. */
export function createAlertStore(storage: KeyValueStorage, max: number = MAX_STORED_ALERTS, key: string = HEALTH_STORAGE_KEYS.alerts): AlertStore {
  const list = () => readStoredList(storage, key, isHealthAlert)
  return {
    list,
    add(alert) {
      const alerts = [...list(), alert].slice(-max)
      writeStored(storage, key, alerts)
      return alerts
    },
  }
}
