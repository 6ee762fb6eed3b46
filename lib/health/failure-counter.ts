import { ALERT_THRESHOLD } from './health-config'

export type FailureTally = { failureCount: number; shouldAlert: boolean }

export type FailureCounter = {
  record(endpoint: string, success: boolean): FailureTally
  count(endpoint: string): number
}

/**
 * Consecutive failures per endpoint; a success resets the streak. The alert is due exactly when a
 * streak reaches the threshold, so a long outage raises one alert, not one every five minutes.
 */
export function createFailureCounter(threshold: number = ALERT_THRESHOLD): FailureCounter {
  const streaks = new Map<string, number>()
  return {
    record(endpoint, success) {
      const failureCount = success ? 0 : (streaks.get(endpoint) ?? 0) + 1
      streaks.set(endpoint, failureCount)
      return { failureCount, shouldAlert: failureCount === threshold }
    },
    count: (endpoint) => streaks.get(endpoint) ?? 0,
  }
}
