import { chunkCount, DEFAULT_SEASONS, MAX_SEASONS, MIN_SEASONS } from '@/lib/domain/simulation/championship/chunks'
import { isCalendarDate } from '@/lib/domain/simulation/championship/calendar'
import { countFromParam, DEFAULT_SEED, seedFromParam } from '@/lib/domain/simulation/tools/seed'

export const CHAMPIONSHIP_PATH = '/simulation/championship'

/** What a run is, besides its season: the date it starts from, how many seasons, which seed. */
export type RunParams = { asOf: string; n: number; seed: number }

/** The season's days a date may take (opening day to the last game) and its default, the midpoint. */
export type SeasonDays = { first: string; end: string; midpoint: string }

/** A value in the URL the page could not use as given: the form says so. */
export type RunProblems = { asOf: string | null; n: string | null; seed: string | null }

const within = (days: SeasonDays, date: string) => isCalendarDate(date) && date >= days.first && date <= days.end

/**
 * The run the URL asks for, settled the same way on the server and in the browser: a date
 * outside the season (or not a date) is the midpoint, n is clamped to 1,000–200,000, a bad seed is
 * the default; each value not used as given is reported.
 */
export function settleRunParams(get: (key: string) => string | null, days: SeasonDays): { run: RunParams; problems: RunProblems } {
  const asOf = get('asOf')
  const n = get('n')
  const seed = get('seed')
  const settled = { asOf: asOf !== null && within(days, asOf) ? asOf : days.midpoint, n: countFromParam(n, { min: MIN_SEASONS, max: MAX_SEASONS, fallback: DEFAULT_SEASONS }), seed: seedFromParam(seed) }
  return {
    run: settled,
    problems: {
      asOf: asOf !== null && asOf !== '' && settled.asOf !== asOf ? asOf : null,
      n: n !== null && n !== '' && String(settled.n) !== n ? n : null,
      seed: seed !== null && seed !== '' && String(settled.seed) !== seed ? seed : null,
    },
  }
}

/**
 * The page's address for a season and a run; the latest season, the midpoint, 20,000 seasons and
 * the default seed stay out, so each view has one address.
 *
 * @example championshipHref({ season: 2025, latest: 2025, midpoint: '2025-06-24' }, { asOf: '2025-08-01', n: 20000, seed: 7 }) // '/simulation/championship?asOf=2025-08-01&seed=7'
 */
export function championshipHref(season: { season: number; latest: number; midpoint: string }, run: Partial<RunParams>): string {
  const params = new URLSearchParams()
  if (season.season !== season.latest) params.set('season', String(season.season))
  if (run.asOf !== undefined && run.asOf !== season.midpoint) params.set('asOf', run.asOf)
  if (run.n !== undefined && run.n !== DEFAULT_SEASONS) params.set('n', String(run.n))
  if (run.seed !== undefined && run.seed !== DEFAULT_SEED) params.set('seed', String(run.seed))
  const query = params.toString()
  return query === '' ? CHAMPIONSHIP_PATH : `${CHAMPIONSHIP_PATH}?${query}`
}

/** Whether the run needs more than the one chunk the server draws. */
export const needsMoreChunks = (run: RunParams) => chunkCount(run.n) > 1
