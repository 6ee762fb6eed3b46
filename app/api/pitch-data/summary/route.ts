import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getPitchTypeSummary } from '@/lib/data/loaders/pitch-boards/get-pitch-type-summary'

/** /api/pitch-data/summary?season=2025: the league's pitch types (usage, speeds, 2 km/h histograms) and the mix at each count. */
export const GET = dataEndpoint({
  shape: { season: intParam(1936, 2100) },
  hints: { season: ['2025 のような4桁の年', 'a four-digit year such as 2025'] },
  load: ({ season }) => getPitchTypeSummary(season),
  notFound: ({ season }) => [`${season}年の試合はありません。`, `no games in ${season}`],
})
