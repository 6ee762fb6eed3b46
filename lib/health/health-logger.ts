export type HealthLogger = {
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

type ConsoleSink = Pick<Console, 'info' | 'warn' | 'error'>

const silent: HealthLogger = { info() {}, warn() {}, error() {} }

/** Health logging shows only with ?debug=health (site spec §4); otherwise every call is a no-op. */
export function createHealthLogger(enabled: boolean, sink: ConsoleSink = console): HealthLogger {
  if (!enabled) return silent
  const line = (level: keyof ConsoleSink) => (message: string, detail?: unknown) => {
    if (detail === undefined) sink[level](`[health] ${message}`)
    else sink[level](`[health] ${message}`, detail)
  }
  return { info: line('info'), warn: line('warn'), error: line('error') }
}
