import { TEAM_CODES } from './domain/teams/teams'
import { DEFAULT_SEASON } from './seasons'

export type SiteRedirect = {
  source: string
  destination: string
  /** Always false: the spec's redirects replace history and may change target (HTTP 307). */
  permanent: false
}

const season = DEFAULT_SEASON
const teamCode = `:teamId(${TEAM_CODES.join('|')})`
const playerId = ':playerId(\\d{1,10})'

const PLAYER_KINDS = [
  'career-pitching',
  'career-batting',
  'game-pitching',
  'game-batting',
  'situational-pitching',
  'situational-batting',
] as const

const pairs: ReadonlyArray<readonly [string, string]> = [
  ['/leaders/batting', '/leaders/batting/atbat'],
  ['/leaders/batting/pbyp', '/pitch-data/batting'],
  ['/leaders/pitching', '/leaders/pitching/atbat'],
  ['/leaders/pitching/pbyp', '/pitch-data/pitching'],
  ['/records', `/records/season/standings/${season}`],
  ['/records/season/players', `/records/season/players/batting/${season}`],
  ['/records/season/players/batting', `/records/season/players/batting/${season}`],
  ['/records/season/players/pitching', `/records/season/players/pitching/${season}`],
  ['/records/season/teams', `/records/season/teams/batting/${season}`],
  ['/records/season/teams/batting', `/records/season/teams/batting/${season}`],
  ['/records/season/teams/pitching', `/records/season/teams/pitching/${season}`],
  ['/records/season/standings', `/records/season/standings/${season}`],
  ['/records/career/players', '/records/career/players/pitching'],
  ['/records/historical-season/players', '/records/historical-season/players/pitching'],
  ['/records/season-average', '/records/season-average/pitching'],
  ['/game-results/mvp', '/game-results/mvp/monthly'],
  ['/pitch-data/pitchingz', '/pitch-data/pitching'],
  ['/teams', '/teams/info'],
  ['/teams/score', '/game-stats/score-distribution'],
  [`/teams/${teamCode}`, '/teams/:teamId/info'],
  ['/teams/player-strategy/pitching', `/teams/player-strategy/pitching/season/${season}/all`],
  ['/teams/player-strategy/fielding', `/teams/player-strategy/fielding/season/${season}/all`],
  ['/teams/pitching-strategy', `/teams/player-strategy/pitching/season/${season}/all`],
  ['/game-stats', '/game-stats/win-probability'],
  ['/analysis', '/analysis/bubble-chart/players'],
  ['/analysis/bubble-chart', '/analysis/bubble-chart/players'],
  ['/analysis/wpa', '/analysis/wpa/pitching'],
  ['/analysis/lwts', '/analysis/lwts/pitching'],
  ['/analysis/re24', '/analysis/re24/pitching'],
  ['/analysis/chart-race', '/analysis/chart-race/pitching'],
  ['/simulation', '/simulation/championship'],
  // Until player data says who pitches, a player's main page is the batting career page.
  [`/players/${playerId}`, `/players/:playerId/career-batting/${season}`],
  [`/players/${playerId}/pitching`, `/players/:playerId/career-pitching/${season}`],
  [`/players/${playerId}/batting`, `/players/:playerId/career-batting/${season}`],
  ...PLAYER_KINDS.map((kind) => [`/players/${playerId}/${kind}`, `/players/:playerId/${kind}/${season}`] as const),
  [`/players/${playerId}/pitch-analysis`, `/players/:playerId/pitch-analysis/${season}/details`],
  [`/players/${playerId}/batting-analysis`, `/players/:playerId/batting-analysis/${season}/details`],
]

/** The one redirect table: next.config.ts serves it, tests and the e2e manifest read it. */
export const REDIRECTS: readonly SiteRedirect[] = pairs.map(([source, destination]) => ({
  source,
  destination,
  permanent: false,
}))

function sourceToRegExp(source: string): RegExp {
  const body = source.replace(/:(\w+)(\(([^)]*)\))?/g, (_, name: string, __, pattern?: string) => `(?<${name}>${pattern ?? '[^/]+'})`)
  return new RegExp(`^${body}$`)
}

// Menus, footers and every linked name ask where a link lands: each source is compiled once.
const compiled = new Map<string, RegExp>()
function sourcePattern(source: string): RegExp {
  let pattern = compiled.get(source)
  if (!pattern) {
    pattern = sourceToRegExp(source)
    compiled.set(source, pattern)
  }
  return pattern
}

/** Where the table sends `pathname` (null when it is not redirected); mirrors Next's matching. */
export function resolveRedirect(pathname: string, table: readonly SiteRedirect[] = REDIRECTS): string | null {
  for (const redirect of table) {
    const match = sourcePattern(redirect.source).exec(pathname)
    if (!match) continue
    const groups = match.groups ?? {}
    return redirect.destination.replace(/:(\w+)/g, (_, name: string) => groups[name] ?? '')
  }
  return null
}
