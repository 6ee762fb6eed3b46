import { DEFAULT_SEASON } from '@/lib/seasons'

/** The status read. It is also checked with the others, so a 503 "down" counts as a failure. */
export const HEALTH_ENDPOINT = '/api/health'

/** The critical reads the checker watches (site spec §7), for the site's default season. */
export const MONITORED_ENDPOINTS: readonly string[] = [
  `/api/records/standings?season=${DEFAULT_SEASON}&home_away=all`,
  `/api/records/season/players?type=batting&season=${DEFAULT_SEASON}&league=central`,
  `/api/games/schedule?month=${DEFAULT_SEASON}-07`,
  '/api/players?status=all&pageSize=100',
]

export const CHECKED_ENDPOINTS: readonly string[] = [HEALTH_ENDPOINT, ...MONITORED_ENDPOINTS]

/** Site spec §9. */
export const HEALTH_CHECK_INTERVAL_MS = 5 * 60_000
export const HEALTH_CHECK_TIMEOUT_MS = 30_000
export const ALERT_THRESHOLD = 3
export const MAX_STORED_ALERTS = 100
export const MAX_HISTORY = 10

/** healthCheckHistory and lastHealthCheck are the spec's names; the other two are ours. */
export const HEALTH_STORAGE_KEYS = {
  alerts: 'healthAlerts',
  history: 'healthCheckHistory',
  last: 'lastHealthCheck',
  backendStatus: 'backendStatus',
} as const
