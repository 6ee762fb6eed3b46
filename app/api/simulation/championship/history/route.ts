import { intParam, seedParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getChampionshipHistory } from '@/lib/data/loaders/simulation/championship/championship-history'
import { DEFAULT_SEED } from '@/lib/domain/simulation/tools/seed'

/**
 * /api/simulation/championship/history?season=2025&seed=1: every club's P(1st) each Monday of the
 * season and on its last day (2,000 simulated seasons per date), computed on first request and
 * kept. The championship page draws it as a line chart after its first paint.
 */
export const GET = dataEndpoint({
  shape: { season: intParam(1936, 2100).optional(), seed: seedParam.optional() },
  hints: {
    season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
    seed: ['1〜2147483647 の整数のシード', 'a whole-number seed from 1 to 2147483647'],
  },
  load: ({ season, seed }) => getChampionshipHistory(season ?? servedSeasons()[0] ?? 0, seed ?? DEFAULT_SEED),
  notFound: ({ season }) => [`${season ?? ''}年のレギュラーシーズンの試合はありません。`, `no regular-season games in ${season ?? ''}`],
})
