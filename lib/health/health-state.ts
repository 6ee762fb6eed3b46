export type HealthState = 'healthy' | 'unhealthy' | 'error'

/** healthy: every endpoint answered well; error: none did (the service is out of reach); else unhealthy. */
export function healthStateOf(results: readonly { success: boolean }[]): HealthState {
  const failed = results.filter((result) => !result.success).length
  if (failed === 0) return 'healthy'
  return failed === results.length ? 'error' : 'unhealthy'
}
