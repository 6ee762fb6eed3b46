import type { FetchLike } from './check-endpoint'
import { HEALTH_ENDPOINT, HEALTH_STORAGE_KEYS } from './health-config'
import { isRecord, writeStored, type KeyValueStorage } from './stored-list'

const OVERALL = ['ok', 'degraded', 'down'] as const

export type BackendStatus = { overall: (typeof OVERALL)[number] | 'unknown'; checkedAt: string }

function overallOf(body: unknown): BackendStatus['overall'] {
  if (!isRecord(body)) return 'unknown'
  return OVERALL.find((value) => value === body.overall) ?? 'unknown'
}

/**
 * The one-off start-up check: the service's own verdict from the health read. A 503 still carries
 * `overall: 'down'`, so the body is read whatever the status; no answer at all is 'unknown'.
 */
export async function readBackendStatus(fetch: FetchLike, now: () => Date = () => new Date(), signal?: AbortSignal): Promise<BackendStatus> {
  try {
    const response = await fetch(HEALTH_ENDPOINT, { signal: signal ?? new AbortController().signal, cache: 'no-store' })
    const body: unknown = JSON.parse(await response.text())
    return { overall: overallOf(body), checkedAt: now().toISOString() }
  } catch {
    return { overall: 'unknown', checkedAt: now().toISOString() }
  }
}

export function recordBackendStatus(storage: KeyValueStorage, status: BackendStatus): boolean {
  return writeStored(storage, HEALTH_STORAGE_KEYS.backendStatus, status)
}
