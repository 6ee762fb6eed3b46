import { z } from 'zod'
import { TEAM_CODES, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** ?date=, ?league=, ?team=: a value that is not one falls back to none (the default day, every club). */
export const resultsQuerySchema = z.object({
  date: z.string().optional().catch(undefined),
  league: z.enum(['central', 'pacific']).optional().catch(undefined),
  team: z.enum(TEAM_CODES).optional().catch(undefined),
})
export type ResultsQuery = z.infer<typeof resultsQuerySchema>

/** The shareable address of a results view. */
export function resultsHref(query: ResultsQuery): string {
  const params = new URLSearchParams()
  if (query.date) params.set('date', query.date)
  if (query.league) params.set('league', query.league)
  if (query.team) params.set('team', query.team)
  const text = params.toString()
  return text ? `/game-results?${text}` : '/game-results'
}

/** Whether a game of these clubs is in the view: its club, or either club's league (an interleague game is in both). */
export function inView(clubs: readonly TeamCode[], query: ResultsQuery): boolean {
  if (query.team) return clubs.includes(query.team)
  if (query.league) return clubs.some((club) => TEAM_BY_CODE[club].league === query.league)
  return true
}
