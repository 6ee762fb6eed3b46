import { z } from 'zod'
import { firstValue } from '@/lib/schemas/search-params'

/** ?season=YYYY: any other value is no choice (the club's latest season), never an error. */
export const teamHomeQuerySchema = z.object({
  season: z.preprocess(firstValue, z.string().regex(/^\d{4}$/).transform(Number)).optional().catch(undefined),
})

/** The club home page of a season: the latest needs no query, so the canonical address is its own. */
export function teamHomeHref(team: string, season: number, latest: number): string {
  return season === latest ? `/teams/${team}/info` : `/teams/${team}/info?season=${season}`
}
