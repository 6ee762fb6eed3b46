import 'server-only'
import { cache } from 'react'
import { z } from 'zod'
import { getDataSource } from '@/lib/data/loaders/get-data-source'
import { getLatestResults } from '@/lib/data/loaders/get-latest-results'
import { getStandings } from '@/lib/data/loaders/get-standings'
import { listLeaders } from '@/lib/data/loaders/list-leaders'
import { listMilestoneCountdown } from '@/lib/data/loaders/list-milestone-countdown'
import { countdownHighlights } from '@/lib/domain/stats/milestones'
import type { LatestResults } from '@/lib/schemas/latest-results'
import type { LeagueLeaders } from '@/lib/schemas/leaders'
import { countdownHighlightSchema, type Countdown, type CountdownHighlight } from '@/lib/schemas/milestones'
import type { Standings } from '@/lib/schemas/standings'

const HIGHLIGHTS = 5

export type Home = {
  /** The latest season of the data (imported pitch-data samples of a later season aside). */
  season: number
  standings: Standings | null
  results: LatestResults | null
  leaders: LeagueLeaders | null
  /** in_window false: nobody is within the window, and the highlights are each milestone's nearest. */
  countdown: { as_of: string; seasons: number[]; in_window: boolean; highlights: CountdownHighlight[] } | null
}

/**
 * The countdowns nearest to completion across milestones, among players within the window; with
 * nobody there (a short data span), the nearest player of each milestone instead.
 */
function highlightsOf(countdown: Countdown): { in_window: boolean; highlights: CountdownHighlight[] } {
  const inWindow = countdown.milestones.some((milestone) => milestone.in_window)
  const lines = countdown.milestones
    .filter((milestone) => milestone.in_window === inWindow)
    .flatMap((milestone) => {
      const { id, label, target, unit, kind } = milestone
      const entries = inWindow ? milestone.entries : milestone.entries.slice(0, 1)
      return entries.map((entry) => ({ ...entry, milestone: id, label, target, unit, kind }))
    })
  return { in_window: inWindow, highlights: z.array(countdownHighlightSchema).parse(countdownHighlights(lines, HIGHLIGHTS)) }
}

/** Everything the front page shows, for the latest season; null without a database. */
export const getHome = cache((): Home | null => {
  const season = getDataSource()?.seasons[0]
  if (season === undefined) return null
  const countdown = listMilestoneCountdown()
  return {
    season,
    standings: getStandings(season),
    results: getLatestResults(season),
    leaders: listLeaders(season),
    countdown: countdown ? { as_of: countdown.as_of, seasons: countdown.seasons, ...highlightsOf(countdown) } : null,
  }
})
