import { z } from 'zod'
import { firstValue } from './first-value'

export { firstValue }

/** `?season=YYYY`: a year, or none for any other value (the page then shows its default season). */
export const seasonSearchParam = z.preprocess(firstValue, z.string().regex(/^\d{4}$/).transform(Number)).optional().catch(undefined)

/** A page's address for a season chosen by `?season=`: its default (latest) season is the bare path, so that it has one address. */
export function withSeasonQuery(path: string, season: number, latest: number): string {
  return season === latest ? path : `${path}?season=${season}`
}

/** `?page=`: a whole number from 1; anything else is the first page. */
export const pageSearchParam = z.preprocess(firstValue, z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(1))).catch(1)
