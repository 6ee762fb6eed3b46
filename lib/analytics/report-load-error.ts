import { LOAD_ERROR_EVENT, type LoadErrorDetails } from './load-error'
import { sendAnalyticsEvent } from './send-event'

/** Errors already reported, so a wrapped load that is also unhandled is counted once. */
const reported = new WeakSet<object>()

export function markReported(error: unknown): void {
  if (typeof error === 'object' && error !== null) reported.add(error)
}

export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error)
}

export function reportLoadError(details: LoadErrorDetails, pagePath: string): void {
  sendAnalyticsEvent(LOAD_ERROR_EVENT, { ...details, page_path: pagePath })
}
