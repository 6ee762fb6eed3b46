import { HEALTH_CHECK_INTERVAL_MS } from './health-config'

/** Runs the check once now and then every interval; the returned function stops it. */
export function startHealthScheduler(run: () => void, intervalMs: number = HEALTH_CHECK_INTERVAL_MS): () => void {
  run()
  const interval = setInterval(run, intervalMs)
  return () => clearInterval(interval)
}
