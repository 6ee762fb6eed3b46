import { z } from 'zod'
import { firstValue } from '@/lib/schemas/first-value'

/** The opposing player's hand: the pitcher's throwing hand for a batter, the side the batter stood on for a pitcher. */
export const SPLIT_HANDS = ['R', 'L'] as const
/** The player's club at home or on the road. */
export const SPLIT_SITES = ['home', 'road'] as const
/**
 * The count when the PA ended, i.e. before its last pitch (the stored count). `first`: the first
 * pitch (0-0). `ahead` / `even` / `behind` partition every PA from the batter's side (balls >,
 * =, < strikes; 0-0 is even). `two-strikes` and `full` (3-2) cut across them.
 */
export const SPLIT_COUNTS = ['first', 'ahead', 'even', 'behind', 'two-strikes', 'full'] as const
/** Inning groups; 延長 is the 10th inning on. */
export const SPLIT_INNINGS = ['1-3', '4-6', '7-9', 'extra'] as const

export type SplitHand = (typeof SPLIT_HANDS)[number]
export type SplitSite = (typeof SPLIT_SITES)[number]
export type SplitCount = (typeof SPLIT_COUNTS)[number]
export type SplitInning = (typeof SPLIT_INNINGS)[number]

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written YYYY-MM-DD (2025-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days !== undefined && day >= 1 && day <= days
}

const one = <T extends z.ZodType>(schema: T) => z.preprocess(firstValue, schema.optional()).catch(undefined)
const date = one(z.string().refine(isCalendarDate))

/**
 * The split filter of a leaderboard or the stats explorer, from the URL's search params. Every
 * split is optional and combines with the others; a bad value is dropped quietly (no filter on
 * that split), as is a range whose `from` is after its `to`. "As of 6月30日" is `to` alone; the
 * range is inclusive at both ends.
 *
 * @example splitFilterSchema.parse({ hand: 'L', risp: '1', month: '8' }) // { hand: 'L', risp: true, month: 8 }
 */
export const splitFilterSchema = z
  .object({
    hand: one(z.enum(SPLIT_HANDS)),
    site: one(z.enum(SPLIT_SITES)),
    risp: one(z.literal('1').transform(() => true as const)),
    month: one(z.string().regex(/^\d{1,2}$/).transform(Number).pipe(z.number().int().min(1).max(12))),
    count: one(z.enum(SPLIT_COUNTS)),
    inning: one(z.enum(SPLIT_INNINGS)),
    from: date,
    to: date,
  })
  .transform(({ from, to, ...rest }) => {
    const range = from !== undefined && to !== undefined && from > to ? {} : { from, to }
    return withoutUndefined({ ...rest, ...range })
  })

export type SplitFilter = z.output<typeof splitFilterSchema>

/** Parses a page's search params (or a URLSearchParams turned into an object); never throws. */
export function parseSplitFilter(searchParams: Record<string, string | string[] | undefined>): SplitFilter {
  return splitFilterSchema.parse(searchParams)
}

/** The URL order of the splits, so a link to the same view is always spelled the same. */
const QUERY_ORDER = ['hand', 'site', 'risp', 'month', 'count', 'inning', 'from', 'to'] as const satisfies readonly (keyof SplitFilter)[]

/**
 * The filter as query pairs for a link, in a fixed order, with unset splits left out.
 *
 * @example splitFilterQuery({ month: 8, hand: 'L' }) // [['hand', 'L'], ['month', '8']]
 */
export function splitFilterQuery(filter: SplitFilter): [string, string][] {
  const pairs: [string, string][] = []
  for (const key of QUERY_ORDER) {
    const value = filter[key]
    if (value === undefined) continue
    pairs.push([key, value === true ? '1' : String(value)])
  }
  return pairs
}

/** Undefined-valued keys out, so equal filters serialise (and memoise) alike. */
function withoutUndefined<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }
}
