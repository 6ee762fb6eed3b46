/** What a `page_load_error` event carries; GA4 caps parameter values at 100 characters. */
export type LoadErrorDetails = {
  error_kind: 'resource' | 'script' | 'promise'
  error_message: string
  resource_url?: string
}

export const LOAD_ERROR_EVENT = 'page_load_error'

const MAX_PARAM_LENGTH = 100

function clip(text: string): string {
  return text.length > MAX_PARAM_LENGTH ? text.slice(0, MAX_PARAM_LENGTH) : text
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  if (typeof reason === 'string') return reason
  return 'unknown'
}

/** The URL a failed element was loading, for the elements whose failure breaks the page. */
function failedResourceUrl(target: EventTarget | null): string | null {
  if (!target || !('tagName' in target) || typeof target.tagName !== 'string') return null
  if (target.tagName === 'SCRIPT' && 'src' in target && typeof target.src === 'string') return target.src
  const stylesheet = target.tagName === 'LINK' && 'rel' in target && target.rel === 'stylesheet'
  if (stylesheet && 'href' in target && typeof target.href === 'string') return target.href
  // A missing image or video degrades the page but does not break loading it.
  return null
}

/**
 * Classifies a window `error` event. Resource failures reach window only in the capture phase
 * and are plain Events; uncaught script errors are ErrorEvents.
 */
export function describeErrorEvent(event: Event): LoadErrorDetails | null {
  if ('message' in event && typeof event.message === 'string') {
    const error = 'error' in event ? event.error : undefined
    return { error_kind: 'script', error_message: clip(error === undefined || error === null ? event.message : messageOf(error)) }
  }
  const url = failedResourceUrl(event.target)
  if (url === null) return null
  return { error_kind: 'resource', error_message: clip(`failed to load ${url}`), resource_url: clip(url) }
}

export function describeRejection(reason: unknown): LoadErrorDetails {
  return { error_kind: 'promise', error_message: clip(messageOf(reason)) }
}
