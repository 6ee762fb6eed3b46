import 'server-only'
import { z } from 'zod'
import { SEED_MAX, SEED_MIN } from '@/lib/domain/simulation/tools/seed'
import { badRequest } from './api-error'

/** What each query parameter should look like, in both languages, for the 400 message. */
export type ParamHint = readonly [ja: string, en: string]

export const intParam = (min: number, max: number) =>
  z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(min).max(max))

/** A simulation seed (lib/domain/simulation/tools/seed.ts): up to ten digits, so intParam's nine do not fit. */
export const seedParam = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(SEED_MIN).max(SEED_MAX))

export const boolParam = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * Reads a query string against a schema of string parameters. The first bad parameter becomes a
 * 400 naming it and saying what is expected; parameters the schema does not name (such as the
 * client's cache-busting timestamp) are ignored.
 */
export function parseQuery<T extends z.ZodRawShape>(
  params: URLSearchParams,
  shape: T,
  hints: Readonly<Record<keyof T & string, ParamHint>>,
  /** A check across parameters: the name of the one that does not fit the others, or null. */
  check?: (value: z.infer<z.ZodObject<T>>) => (keyof T & string) | null,
): { ok: true; value: z.infer<z.ZodObject<T>> } | { ok: false; response: Response } {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(shape)) {
    const value = params.get(key)
    if (value !== null) raw[key] = value
  }
  const parsed = z.object(shape).safeParse(raw)
  const misfit = parsed.success ? (check?.(parsed.data) ?? null) : null
  if (parsed.success && !misfit) return { ok: true, value: parsed.data }
  const name = misfit ?? String(parsed.error?.issues[0]?.path[0] ?? '')
  const hint = hints[name as keyof T & string] ?? (['正しい値', 'a valid value'] as const)
  const given = raw[name]
  const problem = given === undefined ? ['がありません', 'is missing'] : [`の値「${given}」は使えません`, `"${given}" is not accepted`]
  return {
    ok: false,
    response: badRequest(`パラメータ ${name} ${problem[0]}。${hint[0]}を指定してください。`, `query parameter ${name} ${problem[1]}; expected ${hint[1]}`),
  }
}
