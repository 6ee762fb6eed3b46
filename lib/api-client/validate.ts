import { z } from 'zod'
import { standingsSchema, type Standings } from '@/lib/schemas/standings'
import { ApiValidationError } from './errors'

/** The spec's validation messages (points 5 and 8), word for word. */
export const INVALID_FORMAT = 'API response has an invalid format'
export const missingFieldMessage = (field: string) => `required field missing: ${field}`
export const EMPTY_HEAD_TO_HEAD_CENTRAL = 'the Central League head-to-head data is empty'
export const EMPTY_HEAD_TO_HEAD_PACIFIC = 'the Pacific League head-to-head data is empty'

export const STANDINGS_REQUIRED_FIELDS = ['central_league', 'pacific_league', 'head_to_head_central', 'head_to_head_pacific'] as const

/** A checked JSON body the schema has not yet seen. */
export type ResponseBody = Record<string, unknown>

/** A JSON object literal: not an array, not null, not a class instance. */
export function isPlainObject(value: unknown): value is ResponseBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

export function assertPlainObject(value: unknown): asserts value is ResponseBody {
  if (!isPlainObject(value)) throw new ApiValidationError(INVALID_FORMAT)
}

export function assertRequiredFields(body: ResponseBody, fields: Iterable<string>): void {
  for (const field of fields) {
    if (body[field] === undefined) throw new ApiValidationError(missingFieldMessage(field))
  }
}

/** Top-level keys an object schema cannot do without (optional and defaulted keys excluded). */
export function requiredFieldsOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return []
  const shape: Record<string, z.core.$ZodType> = schema.shape
  return Object.entries(shape)
    .filter(([, field]) => !z.safeParse(field, undefined).success)
    .map(([name]) => name)
}

/** Standings need both leagues and a non-empty head-to-head table for each (spec point 5). */
export function checkStandings(body: ResponseBody): void {
  assertRequiredFields(body, STANDINGS_REQUIRED_FIELDS)
  if (isEmptyObject(body.head_to_head_central)) throw new ApiValidationError(EMPTY_HEAD_TO_HEAD_CENTRAL)
  if (isEmptyObject(body.head_to_head_pacific)) throw new ApiValidationError(EMPTY_HEAD_TO_HEAD_PACIFIC)
}

/**
 * Plain object → endpoint check → required top-level fields → the zod contract. A deeper field
 * that is absent is still reported as missing, by its dotted path; any other mismatch is a
 * format error carrying zod's issues for the log.
 */
export function validateResponse<S extends z.ZodType>(value: unknown, schema: S, check?: (body: ResponseBody) => void): z.output<S> {
  assertPlainObject(value)
  check?.(value)
  assertRequiredFields(value, requiredFieldsOf(schema))
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  if (issue && isAbsent(value, issue.path)) throw new ApiValidationError(missingFieldMessage(issue.path.map(String).join('.')), parsed.error.issues)
  throw new ApiValidationError(INVALID_FORMAT, parsed.error.issues)
}

export function validateStandings(value: unknown): Standings {
  return validateResponse(value, standingsSchema, checkStandings)
}

function isEmptyObject(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length === 0
}

/** True when the path ends at a key its (object) parent does not have. */
function isAbsent(root: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false
  let parent: unknown = root
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return false
    parent = (parent as Record<PropertyKey, unknown>)[key]
  }
  const last = path[path.length - 1]
  return typeof parent === 'object' && parent !== null && last !== undefined && (parent as Record<PropertyKey, unknown>)[last] === undefined
}
