import type { ZodType } from 'zod'
import {
  columnParams,
  gameMvpParams,
  gameParams,
  leagueParam,
  playerAnalysisParams,
  PLAYER_STAT_TYPES,
  playerSeasonParams,
  positionCorrelationParams,
  seasonParam,
  seasonParams,
  situationalParams,
  statsTypeParam,
  strategyAllTeamsParams,
  strategyTeamParams,
  lineupParams,
  teamParams,
  teamSeasonParams,
  titleParams,
} from '@/lib/route-params'

export type RouteEntry = {
  /** Path with `:name` for each dynamic segment, mirroring a `page.tsx` under `app/`. */
  pattern: string
  params?: Readonly<Record<string, ZodType>>
  /**
   * A concrete path matching the pattern (the route tests check it is valid). The e2e suite renders it with
   * its data parameters (season, game and player ids) taken from the database it runs against.
   */
  sample: string
}

const season = seasonParams
const seasonRecord = { statsType: statsTypeParam, season: seasonParam }
const seasonRecordLeague = { ...seasonRecord, league: leagueParam }
const standingsLeague = { season: seasonParam, league: leagueParam }

function fixed(...paths: string[]): RouteEntry[] {
  return paths.map((path) => ({ pattern: path, sample: path }))
}

/** Every page of the site spec's route table (redirect-only paths live in lib/redirects.ts). */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...fixed('/', '/stats', '/stats/batting', '/stats/pitching', '/leaders'),
  ...fixed('/leaders/batting/atbat', '/leaders/pitching/atbat'),
  { pattern: '/records/season/players/:statsType/:season', params: seasonRecord, sample: '/records/season/players/batting/2025' },
  { pattern: '/records/season/players/:statsType/:season/:league', params: seasonRecordLeague, sample: '/records/season/players/pitching/2024/pacific' },
  { pattern: '/records/season/teams/:statsType/:season', params: seasonRecord, sample: '/records/season/teams/pitching/2025' },
  { pattern: '/records/season/teams/:statsType/:season/:league', params: seasonRecordLeague, sample: '/records/season/teams/batting/2023/central' },
  { pattern: '/records/season/standings/:season', params: season, sample: '/records/season/standings/2025' },
  { pattern: '/records/season/standings/:season/:league', params: standingsLeague, sample: '/records/season/standings/2024/central' },
  { pattern: '/records/season/trends/:season', params: season, sample: '/records/season/trends/2025' },
  { pattern: '/records/season/trends/:season/:league', params: standingsLeague, sample: '/records/season/trends/2025/pacific' },
  ...fixed('/records/career/players/pitching', '/records/career/players/batting'),
  ...fixed('/records/historical-season/players/pitching', '/records/historical-season/players/batting'),
  ...fixed('/records/season-average/batting', '/records/season-average/pitching'),
  ...fixed('/records/career/countdown', '/records/titles'),
  { pattern: '/records/titles/:titleType', params: titleParams, sample: '/records/titles/sawamura' },
  ...fixed('/game-results'),
  { pattern: '/game-results/mvp/:tabType', params: gameMvpParams, sample: '/game-results/mvp/monthly' },
  ...fixed('/pitch-data/pitching', '/pitch-data/batting'),
  { pattern: '/games/:gameId', params: gameParams, sample: '/games/20250328-g-s-01' },
  ...fixed('/players/list', '/players/career-search'),
  // One route folder per view, so each page loads its own view's client code only.
  ...PLAYER_STAT_TYPES.map((view) => ({ pattern: `/players/:playerId/${view}/:season`, params: playerSeasonParams, sample: `/players/41045138/${view}/2025` })),
  { pattern: '/players/:playerId/pitch-analysis/:season/:tab', params: playerAnalysisParams, sample: '/players/41045138/pitch-analysis/2025/details' },
  { pattern: '/players/:playerId/batting-analysis/:season/:tab', params: playerAnalysisParams, sample: '/players/41045138/batting-analysis/2024/zone' },
  ...fixed('/teams/info', '/teams/central', '/teams/pacific', '/teams/starting-lineup'),
  { pattern: '/teams/starting-lineup/:season/:teamId', params: lineupParams, sample: '/teams/starting-lineup/2025/t' },
  { pattern: '/teams/:teamId/info', params: teamParams, sample: '/teams/h/info' },
  { pattern: '/teams/:teamId/pitching/:season', params: teamSeasonParams, sample: '/teams/g/pitching/2025' },
  { pattern: '/teams/:teamId/batting/:season', params: teamSeasonParams, sample: '/teams/bs/batting/2024' },
  { pattern: '/teams/:teamId/score', params: teamParams, sample: '/teams/db/score' },
  ...fixed('/releases', '/columns', '/columns/glossary', '/sitemap'),
  { pattern: '/columns/:slug', params: columnParams, sample: '/columns/run-values' },
  ...fixed(
    '/game-stats/win-probability',
    '/game-stats/win-probability-model',
    '/game-stats/score-trend',
    '/game-stats/run-expectancy',
    '/game-stats/run-value',
    '/game-stats/park-factor',
    '/game-stats/score-distribution',
  ),
  ...fixed(
    '/analysis/bubble-chart/players',
    '/analysis/bubble-chart/players/pitching',
    '/analysis/bubble-chart/players/batting',
    '/analysis/bubble-chart/teams',
    '/analysis/bubble-chart/teams/pitching',
    '/analysis/bubble-chart/teams/batting',
  ),
  ...fixed('/analysis/wpa/pitching', '/analysis/wpa/batting', '/analysis/lwts/pitching', '/analysis/lwts/batting'),
  ...fixed('/analysis/re24/pitching', '/analysis/re24/batting', '/analysis/chart-race/pitching', '/analysis/chart-race/batting'),
  ...fixed('/analysis/draft', '/analysis/position-correlation', '/analysis/situational'),
  {
    pattern: '/analysis/position-correlation/:mode/:season/:team',
    params: positionCorrelationParams,
    sample: '/analysis/position-correlation/fielding/2025/all',
  },
  {
    pattern: '/analysis/situational/:statsType/:season',
    params: situationalParams,
    sample: '/analysis/situational/pitching/2025',
  },
  {
    pattern: '/teams/player-strategy/:kind/:mode/:season/:scope',
    params: strategyAllTeamsParams,
    sample: '/teams/player-strategy/pitching/season/2025/all',
  },
  {
    pattern: '/teams/player-strategy/:kind/:mode/:season/:scope/:gameResult',
    params: strategyTeamParams,
    sample: '/teams/player-strategy/fielding/monthly/2024/c/win',
  },
  ...fixed('/simulation/championship', '/simulation/growth-curve', '/simulation/matchup', '/simulation/score-streaming'),
  ...fixed('/design-system-test', '/dev/renderers', '/component-test'),
]
