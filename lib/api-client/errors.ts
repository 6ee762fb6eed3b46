import type { z } from 'zod'

/**
 * What the API client rejects with. Pages and the health checker tell failures apart by class:
 * a 4xx is an answer ("no such season"), a connection error means the service is unreachable.
 */

/** The server answered with a non-2xx status; `message` is its Japanese message when it sent one. */
export class ApiHttpError extends Error {
  override name = 'ApiHttpError'

  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly messageEn: string | null = null,
  ) {
    super(message)
  }
}

/** Network failure or timeout that outlasted every retry. */
export class ApiConnectionError extends Error {
  override name = 'ApiConnectionError'

  constructor(detail: string, options?: ErrorOptions) {
    super(`API connection error: ${detail}`, options)
  }
}

/** The health read answered with a non-2xx status. */
export class ApiHealthError extends Error {
  override name = 'ApiHealthError'

  constructor(
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(`API health check failed: ${status}`, options)
  }
}

/** The body is not the contract the schema describes; never retried, the answer would not change. */
export class ApiValidationError extends Error {
  override name = 'ApiValidationError'

  constructor(
    message: string,
    readonly issues: readonly z.core.$ZodIssue[] = [],
  ) {
    super(message)
  }
}

/** The configured API address breaks a deployment rule (allow-list, HTTPS, localhost). */
export class ApiEnvironmentError extends Error {
  override name = 'ApiEnvironmentError'
}

/** One attempt failed below HTTP (network error or timeout); retried, then reported as a connection error. */
export class TransportError extends Error {
  override name = 'TransportError'
}

/** Reads the `{ error: { code, message, message_en } }` body every API route sends with a failure. */
export function httpErrorFrom(status: number, statusText: string, body: string): ApiHttpError {
  const fallback = statusText ? `HTTP ${status}: ${statusText}` : `HTTP ${status}`
  let error: unknown
  try {
    error = (JSON.parse(body) as { error?: unknown }).error
  } catch {
    // Not our JSON (a proxy's HTML error page, an empty body): keep the status line.
    return new ApiHttpError(status, fallback)
  }
  if (typeof error !== 'object' || error === null) return new ApiHttpError(status, fallback)
  const { code, message, message_en: messageEn } = error as Record<string, unknown>
  return new ApiHttpError(
    status,
    typeof message === 'string' && message ? message : fallback,
    typeof code === 'string' ? code : null,
    typeof messageEn === 'string' ? messageEn : null,
  )
}
