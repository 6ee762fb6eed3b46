import { firstValue } from '@/lib/schemas/first-value'

export const DRAFT_PATH = '/analysis/draft'

/** `?year=YYYY`: a draft class; anything else is none (every class). Whether the data covers it is the loader's call. */
export function parseDraftYear(params: Record<string, string | string[] | undefined>): number | null {
  const value = firstValue(params.year)
  return typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : null
}

/** A class's address; every class together is the bare path, so that it has one address. */
export function draftHref(year: number | null): string {
  return year === null ? DRAFT_PATH : `${DRAFT_PATH}?year=${year}`
}
