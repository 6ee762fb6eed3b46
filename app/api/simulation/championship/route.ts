import { z } from 'zod'
import { intParam, seedParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getChampionshipCalendar, withinSeason } from '@/lib/data/loaders/simulation/championship/championship-calendar'
import { getChampionshipChunk } from '@/lib/data/loaders/simulation/championship/championship-chunk'
import { chunkCount, DEFAULT_SEASONS, MAX_SEASONS, MIN_SEASONS } from '@/lib/domain/simulation/championship/chunks'
import { DEFAULT_SEED } from '@/lib/domain/simulation/tools/seed'

const shape = {
  season: intParam(1936, 2100).optional(),
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  n: intParam(MIN_SEASONS, MAX_SEASONS).optional(),
  seed: seedParam.optional(),
  chunk: intParam(0, chunkCount(MAX_SEASONS) - 1).optional(),
}

type Query = z.infer<z.ZodObject<typeof shape>>

/** The query with its defaults: the latest season, its midpoint, 20,000 seasons, the default seed, chunk 0. */
function request(query: Query) {
  const season = query.season ?? servedSeasons()[0] ?? 0
  const calendar = getChampionshipCalendar(season)
  return { season, calendar, asOf: query.asOf ?? calendar?.midpoint ?? '', n: query.n ?? DEFAULT_SEASONS, seed: query.seed ?? DEFAULT_SEED, chunk: query.chunk ?? 0 }
}

/**
 * /api/simulation/championship?season=2025&asOf=2025-06-24&n=50000&seed=1&chunk=1: chunk k of a
 * championship run (k = 0 … ceil(n / 20,000) − 1, each at most 20,000 seasons with its own
 * stream), per club its record and race as of the date and additive counts: Σ final W-L-T,
 * finishes 1st…6th, Climax Series final wins, 日本一. The client sums the chunks in order.
 */
export const GET = dataEndpoint({
  shape,
  hints: {
    season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
    asOf: ['その年の開幕日から最終試合までの YYYY-MM-DD 形式の日付', 'a YYYY-MM-DD date from the season’s opening day to its last game'],
    n: [`${MIN_SEASONS.toLocaleString('en-US')}〜${MAX_SEASONS.toLocaleString('en-US')} のシーズン数`, `a number of seasons from ${MIN_SEASONS} to ${MAX_SEASONS}`],
    seed: ['1〜2147483647 の整数のシード', 'a whole-number seed from 1 to 2147483647'],
    chunk: ['0 から ceil(n ÷ 20000) − 1 までのチャンク番号', 'a chunk number from 0 to ceil(n / 20000) − 1'],
  },
  check: (query) => {
    const { calendar, asOf, n, chunk } = request(query)
    if (chunk >= chunkCount(n)) return 'chunk'
    return calendar && !withinSeason(calendar, asOf) ? 'asOf' : null
  },
  load: (query) => {
    const { season, asOf, n, seed, chunk } = request(query)
    return getChampionshipChunk(season, asOf, n, seed, chunk)
  },
  notFound: (query) => {
    const { season } = request(query)
    return [`${season}年のレギュラーシーズンの試合はありません。`, `no regular-season games in ${season}`]
  },
})
