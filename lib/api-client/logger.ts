import { isDebugMode } from '@/lib/debug'

export type LogSink = Pick<Console, 'debug' | 'warn' | 'error'>

export type ApiLogger = {
  debug: (message: string, ...details: unknown[]) => void
  warn: (message: string, ...details: unknown[]) => void
  error: (message: string, ...details: unknown[]) => void
}

const PREFIX = '[api]'

/** Request tracing only in debug mode (spec point 8); warnings and errors always reach the console. */
export function createApiLogger(debugEnabled: boolean, sink: LogSink = console): ApiLogger {
  return {
    debug: (message, ...details) => {
      if (debugEnabled) sink.debug(PREFIX, message, ...details)
    },
    warn: (message, ...details) => sink.warn(PREFIX, message, ...details),
    error: (message, ...details) => sink.error(PREFIX, message, ...details),
  }
}

/** Read per request: a client-side navigation can turn `?debug=true` on or off. */
export function currentApiLogger(): ApiLogger {
  return createApiLogger(typeof window !== 'undefined' && isDebugMode(window.location.search))
}
