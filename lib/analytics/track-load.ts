import { describeRejection } from './load-error'
import { markReported, reportLoadError } from './report-load-error'

/**
 * Wraps a lazy load (a `next/dynamic` or `import()` loader): a failure is reported as a
 * `page_load_error` and rethrown, so the nearest error boundary still shows it.
 */
export function trackLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load()
    } catch (error) {
      if (typeof window !== 'undefined') reportLoadError(describeRejection(error), window.location.pathname + window.location.search)
      markReported(error)
      throw error
    }
  }
}
