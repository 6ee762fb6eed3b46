import { z } from 'zod'
import type { League } from '@/lib/domain/teams/teams'
import { HOME_AWAY, type HomeAway } from '@/lib/schemas/standings'

export type StandingsView = 'standings' | 'trends'
export type StandingsQuery = { homeAway: HomeAway; asOf: string | undefined }
export type StandingsScope = { view: StandingsView; season: number; league: League | undefined }

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * `?home_away=home|away` and, on the table, `?as_of=YYYY-MM-DD` (standings after that date). A
 * query value that makes no sense is ignored rather than a 404: the path itself is valid.
 */
export function parseStandingsQuery(raw: Readonly<Record<string, string | string[] | undefined>>, season: number): StandingsQuery {
  const homeAway = z.enum(HOME_AWAY).safeParse(first(raw.home_away))
  const asOf = z.iso
    .date()
    .refine((date) => date.startsWith(`${season}-`))
    .safeParse(first(raw.as_of))
  return { homeAway: homeAway.success ? homeAway.data : 'all', asOf: asOf.success ? asOf.data : undefined }
}

/** The page's path; query values at their defaults are left out, so each view has one URL. */
export function standingsHref({ view, season, league }: StandingsScope, query: Partial<StandingsQuery> = {}): string {
  const path = `/records/season/${view}/${season}${league ? `/${league}` : ''}`
  const search = new URLSearchParams()
  if (query.homeAway && query.homeAway !== 'all') search.set('home_away', query.homeAway)
  if (query.asOf && view === 'standings') search.set('as_of', query.asOf)
  const text = search.toString()
  return text ? `${path}?${text}` : path
}
