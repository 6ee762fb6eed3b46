import { PLAYER_STAT_TYPES } from '@/lib/route-params'
import { routeEntryOf } from '@/lib/route-entry'

/**
 * Pages whose server render reads the database (data-pages.test.ts follows each page's imports to
 * lib/data/db.ts and checks this list both ways). Without a database the proxy answers them with
 * 503 「データを準備中です」; the other pages need no data and stay up.
 */
export const DATA_PAGE_PATTERNS: ReadonlySet<string> = new Set([
  '/',
  '/columns/:slug',
  '/game-results', '/game-results/mvp/:tabType', '/games/:gameId',
  '/players/list', '/players/career-search',
  '/leaders/batting/atbat', '/leaders/pitching/atbat', '/pitch-data/pitching', '/pitch-data/batting',
  '/stats/batting', '/stats/pitching',
  '/analysis/bubble-chart/players', '/analysis/bubble-chart/players/batting', '/analysis/bubble-chart/players/pitching',
  '/analysis/bubble-chart/teams', '/analysis/bubble-chart/teams/batting', '/analysis/bubble-chart/teams/pitching',
  '/analysis/chart-race/pitching', '/analysis/chart-race/batting',
  '/analysis/wpa/pitching', '/analysis/wpa/batting', '/analysis/re24/pitching', '/analysis/re24/batting', '/analysis/lwts/pitching', '/analysis/lwts/batting',
  '/analysis/draft', '/analysis/position-correlation', '/analysis/position-correlation/:mode/:season/:team',
  '/analysis/situational', '/analysis/situational/:statsType/:season',
  '/simulation/championship', '/simulation/growth-curve', '/simulation/matchup', '/simulation/score-streaming',
  '/game-stats/win-probability', '/game-stats/win-probability-model', '/game-stats/run-expectancy', '/game-stats/run-value', '/game-stats/score-distribution', '/game-stats/score-trend', '/game-stats/park-factor',
  ...PLAYER_STAT_TYPES.map((view) => `/players/:playerId/${view}/:season`),
  '/players/:playerId/pitch-analysis/:season/:tab', '/players/:playerId/batting-analysis/:season/:tab',
  '/records/season/players/:statsType/:season', '/records/season/players/:statsType/:season/:league',
  '/records/season/teams/:statsType/:season', '/records/season/teams/:statsType/:season/:league',
  '/records/season/standings/:season', '/records/season/standings/:season/:league',
  '/records/season/trends/:season', '/records/season/trends/:season/:league',
  '/records/career/players/batting', '/records/career/players/pitching',
  '/records/historical-season/players/batting', '/records/historical-season/players/pitching',
  '/records/season-average/batting', '/records/season-average/pitching',
  '/records/career/countdown',
  '/records/titles', '/records/titles/:titleType',
  '/teams/:teamId/info', '/teams/:teamId/pitching/:season', '/teams/:teamId/batting/:season', '/teams/:teamId/score',
  '/teams/starting-lineup', '/teams/starting-lineup/:season/:teamId',
  '/teams/player-strategy/:kind/:mode/:season/:scope', '/teams/player-strategy/:kind/:mode/:season/:scope/:gameResult',
])

/** Whether the page a path renders reads the database. */
export function readsDatabase(path: string): boolean {
  const entry = routeEntryOf(path)
  return entry !== null && DATA_PAGE_PATTERNS.has(entry.pattern)
}
