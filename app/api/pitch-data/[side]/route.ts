import { z } from 'zod'
import { DEFAULT_MIN, type BoardSide } from '@/app/pitch-data/_components/board-query'
import { notFoundJson } from '@/lib/data/http/api-error'
import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getPitchBoard } from '@/lib/data/loaders/pitch-boards/get-pitch-board'
import { TEAM_BY_CODE, TEAM_CODES } from '@/lib/domain/teams/teams'

/** One side's board: `?season=2025` plus `min` (pitches; the page's default), `team`, `league`. */
function boardEndpoint(side: BoardSide) {
  return dataEndpoint({
    shape: {
      season: intParam(1936, 2100),
      min: intParam(0, 100_000).default(DEFAULT_MIN[side]),
      team: z.enum(TEAM_CODES).optional(),
      league: z.enum(['central', 'pacific']).optional(),
    },
    hints: {
      season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
      min: ['0〜100000 の整数（最低球数）', 'a whole number of pitches from 0 to 100000'],
      team: ['球団コード（g・t・h など）', 'a club code such as g, t or h'],
      league: ['central または pacific', 'central or pacific'],
    },
    // A club of the other league would leave nothing: the club is the misfit.
    check: ({ team, league }) => (team && league && TEAM_BY_CODE[team].league !== league ? 'team' : null),
    load: ({ season, min, team, league }) => getPitchBoard(season, side, { minPitches: min, ...(team ? { team } : {}), ...(league ? { league } : {}) }),
    notFound: ({ season }) => [`${season}年の試合はありません。`, `no games in ${season}`],
  })
}

const ENDPOINTS: Readonly<Record<BoardSide, (request: Request) => Response>> = { pitching: boardEndpoint('pitching'), batting: boardEndpoint('batting') }

/**
 * /api/pitch-data/{pitching|batting}: the season's pitch board by pitcher or by batter, as the
 * pages read it (a season with games but no pitch rows answers `available: false`).
 */
export async function GET(request: Request, { params }: { params: Promise<{ side: string }> }): Promise<Response> {
  const { side } = await params
  if (side !== 'pitching' && side !== 'batting') return notFoundJson(`API /api/pitch-data/${side} はありません（pitching または batting）。`, `no API endpoint at /api/pitch-data/${side} (pitching or batting)`)
  return ENDPOINTS[side](request)
}
