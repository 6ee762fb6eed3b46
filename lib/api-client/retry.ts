/** Waits before retries 1, 2 and 3: 2^n seconds (spec point 9). */
export const RETRY_DELAYS_MS: readonly number[] = [1, 2, 3].map((n) => 2 ** n * 1000)

export type RetryOptions = {
  delaysMs: readonly number[]
  isRetryable: (error: unknown) => boolean
  onRetry: (error: unknown, delayMs: number, failedAttempt: number) => void
  signal?: AbortSignal
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as the caller gives up. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Runs `attempt` once, then once more after each delay while the failure is retryable. */
export async function withRetry<T>(attempt: (attemptNumber: number) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt(index + 1)
    } catch (error) {
      const delay = options.delaysMs[index]
      if (delay === undefined || !options.isRetryable(error)) throw error
      options.onRetry(error, delay, index + 1)
      await sleep(delay, options.signal)
    }
  }
}
