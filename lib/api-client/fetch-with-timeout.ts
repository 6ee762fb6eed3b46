import { TransportError } from './errors'

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export type AttemptResult = { status: number; statusText: string; body: string }

/**
 * One attempt, body included: the deadline covers a server that stalls mid-body as well as one
 * that never answers. Network failures and the deadline become TransportError (retryable); the
 * caller's own abort is passed through untouched so react-query sees a cancellation.
 */
export async function fetchWithTimeout(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<AttemptResult> {
  signal?.throwIfAborted()
  const controller = new AbortController()
  const timeout = new TransportError(`request timed out after ${timeoutMs / 1000} s`)
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs)
  const forwardAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', forwardAbort, { once: true })
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal })
    return { status: response.status, statusText: response.statusText, body: await response.text() }
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (controller.signal.aborted) throw timeout
    throw new TransportError(error instanceof Error ? error.message : String(error), { cause: error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }
}
