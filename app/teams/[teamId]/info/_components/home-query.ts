import { z } from 'zod'
import { seasonSearchParam, withSeasonQuery } from '@/lib/schemas/search-params'

/** ?season=YYYY: any other value is no choice (the club's latest season), never an error. */
export const teamHomeQuerySchema = z.object({ season: seasonSearchParam })

/** The club home page of a season: the latest needs no query, so the canonical address is its own. */
export function teamHomeHref(team: string, season: number, latest: number): string {
  return withSeasonQuery(`/teams/${team}/info`, season, latest)
}
