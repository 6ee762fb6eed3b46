import { REDIRECTS, resolveRedirect } from './redirects'

test('every redirect is temporary and sources are unique', () => {
  expect(REDIRECTS.every((redirect) => redirect.permanent === false)).toBe(true)
  const sources = REDIRECTS.map((redirect) => redirect.source)
  expect(new Set(sources).size).toBe(sources.length)
})

test.each([
  ['/records', '/records/season/standings/2025'],
  ['/records/season/players', '/records/season/players/batting/2025'],
  ['/records/season/players/pitching', '/records/season/players/pitching/2025'],
  ['/records/season/teams', '/records/season/teams/batting/2025'],
  ['/records/season/teams/pitching', '/records/season/teams/pitching/2025'],
  ['/records/season/standings', '/records/season/standings/2025'],
  ['/records/career/players', '/records/career/players/pitching'],
  ['/records/historical-season/players', '/records/historical-season/players/pitching'],
  ['/records/season-average', '/records/season-average/pitching'],
  ['/leaders/batting', '/leaders/batting/atbat'],
  ['/leaders/pitching/pbyp', '/pitch-data/pitching'],
  ['/leaders/batting/pbyp', '/pitch-data/batting'],
  ['/game-results/mvp', '/game-results/mvp/monthly'],
  ['/pitch-data/pitchingz', '/pitch-data/pitching'],
  ['/teams', '/teams/info'],
  ['/teams/score', '/game-stats/score-distribution'],
  ['/teams/bs', '/teams/bs/info'],
  ['/teams/player-strategy/fielding', '/teams/player-strategy/fielding/season/2025/all'],
  ['/teams/pitching-strategy', '/teams/player-strategy/pitching/season/2025/all'],
  ['/game-stats', '/game-stats/win-probability'],
  ['/analysis', '/analysis/bubble-chart/players'],
  ['/analysis/bubble-chart', '/analysis/bubble-chart/players'],
  ['/analysis/re24', '/analysis/re24/pitching'],
  ['/analysis/chart-race', '/analysis/chart-race/pitching'],
  ['/simulation', '/simulation/championship'],
])('%s redirects to %s', (source, target) => {
  expect(resolveRedirect(source)).toBe(target)
})

test.each([
  ['', '/players/41045138/career-batting/2025'],
  ['/pitching', '/players/41045138/career-pitching/2025'],
  ['/batting', '/players/41045138/career-batting/2025'],
  ['/career-pitching', '/players/41045138/career-pitching/2025'],
  ['/career-batting', '/players/41045138/career-batting/2025'],
  ['/game-pitching', '/players/41045138/game-pitching/2025'],
  ['/game-batting', '/players/41045138/game-batting/2025'],
  ['/situational-pitching', '/players/41045138/situational-pitching/2025'],
  ['/situational-batting', '/players/41045138/situational-batting/2025'],
  ['/pitch-analysis', '/players/41045138/pitch-analysis/2025/details'],
  ['/batting-analysis', '/players/41045138/batting-analysis/2025/details'],
])('player short form /players/41045138%s goes to %s', (suffix, target) => {
  expect(resolveRedirect(`/players/41045138${suffix}`)).toBe(target)
})

test('pages and unknown values are not redirected', () => {
  for (const path of ['/players/list', '/players/career-search', '/teams/info', '/teams/zz', '/players/abc', '/records/titles']) {
    expect(resolveRedirect(path)).toBeNull()
  }
})
