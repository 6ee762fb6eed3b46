import { evaluateResponse, type HealthCheckResult, type HttpResponse } from './evaluate-response'

export type FetchLike = (input: string, init: { signal: AbortSignal; cache: 'no-store' }) => Promise<HttpResponse>

export type CheckOptions = { fetch: FetchLike; now: () => Date; timeoutMs: number; signal?: AbortSignal }

/**
 * One GET with its own timeout. The timer is a plain setTimeout (not AbortSignal.timeout) so fake
 * clocks in Jest and Playwright control it like the interval.
 */
/** DOMException (abort) is not an Error in every realm, so the message is read by shape. */
function messageOf(error: unknown): string {
  const message: unknown = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined
  return typeof message === 'string' && message ? message : String(error)
}

export async function checkEndpoint(endpoint: string, { fetch, now, timeoutMs, signal }: CheckOptions): Promise<HealthCheckResult> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const startedAt = now().getTime()
  try {
    // no-store: an answer from the browser cache would say nothing about the service.
    const response = await fetch(endpoint, { signal: controller.signal, cache: 'no-store' })
    return await evaluateResponse(response, startedAt, now)
  } catch (error) {
    return { success: false, error: timedOut ? `Timeout after ${timeoutMs / 1000}s` : messageOf(error), timestamp: now().toISOString() }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
