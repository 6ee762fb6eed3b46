import { z } from 'zod'
import { notFoundJson } from '@/lib/data/http/api-error'
import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getBubbleChart } from '@/lib/data/loaders/analysis/bubble/get-bubble-chart'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { bubbleDefaults, bubbleMetricKeys, sizeMetricKeys, type BubbleScope } from '@/lib/domain/analysis/bubble-metrics'
import { BUBBLE_QUALIFIERS, DEFAULT_BUBBLE_QUALIFIER } from '@/lib/domain/analysis/bubble-qualifier'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import type { StatSide } from '@/lib/schemas/stat-lines'

const oneOf = (keys: readonly string[]) => z.string().refine((key) => keys.includes(key))
const list = (keys: readonly string[]) => (keys.length > 6 ? `${keys.slice(0, 6).join('・')} など` : keys.join('・'))

/** One chart's endpoint: `?season&league&x&y&size&qual`, each defaulting to what the page opens with. */
function bubbleEndpoint(scope: BubbleScope, side: StatSide) {
  const metrics = bubbleMetricKeys(scope, side)
  const sizes = sizeMetricKeys(scope, side)
  const defaults = bubbleDefaults(scope, side)
  return dataEndpoint({
    shape: {
      season: intParam(1936, 2100).optional(),
      league: z.enum(LEAGUE_SCOPES).default('npb'),
      x: oneOf(metrics).default(defaults.x),
      y: oneOf(metrics).default(defaults.y),
      size: oneOf(sizes).default(defaults.size),
      qual: z.enum(BUBBLE_QUALIFIERS).default(DEFAULT_BUBBLE_QUALIFIER),
    },
    hints: {
      season: ['2025 のような4桁の年（省略時は最新の年度）', 'a four-digit year such as 2025 (the latest season when left out)'],
      league: ['npb・central・pacific のいずれか（省略時は npb）', 'one of npb, central, pacific (npb when left out)'],
      x: [`指標のキー（${list(metrics)}）`, `a metric key (${list(metrics)})`],
      y: [`指標のキー（${list(metrics)}）`, `a metric key (${list(metrics)})`],
      size: [`円の大きさにできる指標のキー（${list(sizes)}）`, `a metric key that can size a bubble (${list(sizes)})`],
      qual: ['qualified・half・all のいずれか', 'one of qualified, half, all'],
    },
    load: ({ season, ...rest }) => {
      const shown = season ?? servedSeasons()[0]
      return shown === undefined || !servedSeasons().includes(shown) ? null : getBubbleChart({ scope, side, season: shown, ...rest })
    },
    notFound: ({ season }) => [`${season ?? ''}年の成績はありません。`, `no season lines for ${season ?? 'the latest season'}`],
  })
}

const ENDPOINTS: Readonly<Record<string, (request: Request) => Response>> = {
  'players/batting': bubbleEndpoint('players', 'batting'),
  'players/pitching': bubbleEndpoint('players', 'pitching'),
  'teams/batting': bubbleEndpoint('teams', 'batting'),
  'teams/pitching': bubbleEndpoint('teams', 'pitching'),
}

/**
 * /api/analysis/bubble-chart/{players|teams}/{batting|pitching}: a bubble chart's data
 * (lib/schemas/bubble-chart.ts), as the page draws it; the pickers refetch through it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ scope: string; side: string }> }): Promise<Response> {
  const { scope, side } = await params
  const endpoint = ENDPOINTS[`${scope}/${side}`]
  if (!endpoint) {
    const path = `/api/analysis/bubble-chart/${scope}/${side}`
    return notFoundJson(`API ${path} はありません（players または teams と、batting または pitching）。`, `no API endpoint at ${path} (players or teams, then batting or pitching)`)
  }
  return endpoint(request)
}
