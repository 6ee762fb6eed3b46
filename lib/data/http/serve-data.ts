import 'server-only'
import type { z } from 'zod'
import { getDatabase } from '@/lib/data/db'
import { notFoundJson, unavailable } from './api-error'
import { cachedBody, jsonResponse } from './json-response'
import { parseQuery, type ParamHint } from './query-params'
import { memoKey, responseMemo } from './response-memo'

type Endpoint<T extends z.ZodRawShape> = {
  shape: T
  hints: Readonly<Record<keyof T & string, ParamHint>>
  /** The DTO for a valid query, or null when the resource does not exist (→ 404). */
  load: (query: z.infer<z.ZodObject<T>>) => unknown
  notFound: (query: z.infer<z.ZodObject<T>>) => ParamHint
  check?: (query: z.infer<z.ZodObject<T>>) => (keyof T & string) | null
  /** How many bodies the memo keeps (responseMemo's default otherwise): fewer where one body is large. */
  memoLimit?: number
}

/**
 * A GET handler for a read-model endpoint: query checked (400 naming the parameter), database
 * present (503 otherwise), resource found (404 otherwise), body memoised and served with an ETag.
 */
export function dataEndpoint<T extends z.ZodRawShape>(endpoint: Endpoint<T>) {
  const memo = responseMemo(endpoint.memoLimit)
  return (request: Request): Response => {
    const parsed = parseQuery(new URL(request.url).searchParams, endpoint.shape, endpoint.hints, endpoint.check)
    if (!parsed.ok) return parsed.response
    if (!getDatabase()) return unavailable()
    const body = memo(memoKey(parsed.value), () => {
      const dto = endpoint.load(parsed.value)
      return dto === null ? null : cachedBody(dto)
    })
    if (!body) {
      const [ja, en] = endpoint.notFound(parsed.value)
      return notFoundJson(ja, en)
    }
    return jsonResponse(request, body)
  }
}
