import type { z } from 'zod'
import { checkApiPath } from './api-address'
import { apiBaseUrl } from './base-url'
import { ApiConnectionError, ApiHttpError, ApiValidationError, httpErrorFrom, TransportError } from './errors'
import { fetchWithTimeout, type FetchLike } from './fetch-with-timeout'
import { currentApiLogger, type ApiLogger } from './logger'
import { buildRequestUrl, type ApiQuery } from './request-url'
import { RETRY_DELAYS_MS, withRetry } from './retry'
import { INVALID_FORMAT, validateResponse, type ResponseBody } from './validate'

/** Request timeout (spec point 9). */
export const REQUEST_TIMEOUT_MS = 60_000

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiRequest = {
  method?: HttpMethod
  /** Root-relative, e.g. '/api/records/standings'. */
  path: string
  query?: ApiQuery
  /** Sent as JSON; ignored for GET. */
  body?: unknown
  /** The caller's cancellation (react-query passes one to every query function). */
  signal?: AbortSignal
}

export type GetOptions = {
  signal?: AbortSignal
  /** An endpoint's own rules, run on the plain body before the schema (standings' head-to-head). */
  check?: (body: ResponseBody) => void
}

export type ApiClientConfig = {
  baseUrl: () => string
  fetch: FetchLike
  /** Milliseconds since the epoch, for the cache-busting parameter. */
  now: () => number
  logger: () => ApiLogger
  timeoutMs?: number
  retryDelaysMs?: readonly number[]
}

export type ApiClient = {
  request: (request: ApiRequest) => Promise<unknown>
  get: <S extends z.ZodType>(path: string, query: ApiQuery, schema: S, options?: GetOptions) => Promise<z.output<S>>
}

/** Network failures, timeouts and 5xx may pass; any other answer would be the same next time. */
function isRetryable(error: unknown): boolean {
  return error instanceof TransportError || (error instanceof ApiHttpError && error.status >= 500)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiValidationError(INVALID_FORMAT)
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS
  const delaysMs = config.retryDelaysMs ?? RETRY_DELAYS_MS

  async function request({ method = 'GET', path, query = {}, body, signal }: ApiRequest): Promise<unknown> {
    const logger = config.logger()
    const sendsBody = method !== 'GET' && body !== undefined
    const init: RequestInit = {
      method,
      headers: sendsBody ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      ...(sendsBody ? { body: JSON.stringify(body) } : {}),
    }
    const attempt = (base: string) => async (attemptNumber: number) => {
      const url = buildRequestUrl(base, path, query, method === 'GET' ? config.now() : null)
      logger.debug(`${method} ${url} (attempt ${attemptNumber})`)
      const result = await fetchWithTimeout(config.fetch, url, init, timeoutMs, signal)
      if (result.status < 200 || result.status > 299) throw httpErrorFrom(result.status, result.statusText, result.body)
      return parseJson(result.body)
    }
    try {
      checkApiPath(path)
      return await withRetry(attempt(config.baseUrl()), {
        delaysMs,
        isRetryable,
        signal,
        onRetry: (error, delayMs, failed) => logger.warn(`${method} ${path} failed (attempt ${failed}): ${describe(error)}; retrying in ${delayMs / 1000} s`),
      })
    } catch (error) {
      throw finalError(error, `${method} ${path}`, logger, signal)
    }
  }

  async function get<S extends z.ZodType>(path: string, query: ApiQuery, schema: S, options: GetOptions = {}): Promise<z.output<S>> {
    const body = await request({ path, query, signal: options.signal })
    try {
      return validateResponse(body, schema, options.check)
    } catch (error) {
      config.logger().error(`GET ${path}: ${describe(error)}`, error instanceof ApiValidationError ? error.issues : [])
      throw error
    }
  }

  return { request, get }
}

/**
 * What the caller receives once retries are spent. A 4xx is an expected answer (an unknown
 * player, a season not built), so it is only a warning: pages render it without a red console.
 */
function finalError(error: unknown, label: string, logger: ApiLogger, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return error
  if (error instanceof TransportError) {
    const connection = new ApiConnectionError(error.message, { cause: error })
    logger.error(`${label}: ${connection.message}`)
    return connection
  }
  if (error instanceof ApiHttpError && error.status < 500) logger.warn(`${label}: HTTP ${error.status} ${error.message}`)
  else logger.error(`${label}: ${describe(error)}`)
  return error
}

function describe(error: unknown): string {
  if (error instanceof ApiHttpError) return `HTTP ${error.status} ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

/** The client every page shares: this page's base address, the global fetch, the real clock. */
const defaultClient = createApiClient({
  baseUrl: apiBaseUrl,
  // Looked up per call so tests (and polyfills) can replace the global.
  fetch: (url, init) => globalThis.fetch(url, init),
  now: () => Date.now(),
  logger: currentApiLogger,
})

/** GET a JSON endpoint through the retrying client and validate it with a zod schema. */
export function apiGet<S extends z.ZodType>(path: string, query: ApiQuery, schema: S, options?: GetOptions): Promise<z.output<S>> {
  return defaultClient.get(path, query, schema, options)
}

/** Any method, JSON body in, parsed JSON out (unvalidated: the caller owns the contract). */
export function apiRequest(request: ApiRequest): Promise<unknown> {
  return defaultClient.request(request)
}
