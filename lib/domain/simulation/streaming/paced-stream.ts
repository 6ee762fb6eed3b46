import type { StreamFinal, StreamMoment } from '@/lib/schemas/simulation-score-streaming'
import { sseMessage, sseRetry } from './sse'
import type { StreamSpeed } from './stream-query'

/** Speed 1: about one pitch every 800 ms, near a broadcast's pace with the dead time cut. */
export const PITCH_INTERVAL_MS = 800
/** One connection's longest life; past it the stream closes and EventSource resumes from its Last-Event-ID. */
export const STREAM_CAP_MS = 10 * 60 * 1000
/** The reconnection delay the stream asks browsers for. */
export const RETRY_MS = 2000

export function intervalFor(speed: StreamSpeed): number {
  return speed === 'max' ? 0 : PITCH_INTERVAL_MS / Number(speed)
}

/** Waits `ms`, or less when `signal` aborts; never rejects. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })

export type PaceOptions = {
  intervalMs: number
  /** Resume after this moment id (Last-Event-ID or ?from=); null from the start. */
  after: number | null
  signal: AbortSignal
  sleep: Sleep
  /** Milliseconds on any clock; only differences are used. */
  now: () => number
  capMs: number
}

/**
 * The event-stream text of a game, message by message: `retry`, then every moment after `after`
 * as event `pitch` (id = its index) spaced by `intervalMs`, then `final` (id = the moment count),
 * then the end. It stops as soon as `signal` aborts (a closed tab) and closes early past `capMs`,
 * leaving the browser to reconnect and resume. The work is one pass over the moments.
 */
export async function* pacedStream(moments: readonly StreamMoment[], final: StreamFinal, options: PaceOptions): AsyncGenerator<string, void, undefined> {
  const { intervalMs, after, signal, sleep, now, capMs } = options
  const started = now()
  yield sseRetry(RETRY_MS)
  let sent = 0
  for (const moment of moments) {
    if (after !== null && moment.i <= after) continue
    if (sent > 0 && intervalMs > 0) await sleep(intervalMs, signal)
    if (signal.aborted || now() - started > capMs) return
    yield sseMessage({ id: moment.i, event: 'pitch', data: moment })
    sent++
  }
  if (signal.aborted) return
  yield sseMessage({ id: moments.length, event: 'final', data: final })
}
