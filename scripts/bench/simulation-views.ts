/**
 * The /simulation pages (issue 19) as bench:pages measures them: the views a visitor lands on and
 * the next ones a form submits. `chart`: a lazily loaded recharts chart (the championship odds'
 * history, the aging curves); the matchup and the score stream draw theirs in CSS and SVG.
 */
export const SIMULATION_VIEWS: readonly { name: string; chart: boolean; paths: readonly string[] }[] = [
  { name: 'championship', chart: true, paths: ['/simulation/championship', '/simulation/championship?season=2024&asOf=2024-08-01', '/simulation/championship?seed=7'] },
  { name: 'growth curve', chart: true, paths: ['/simulation/growth-curve', '/simulation/growth-curve?role=pitching', '/simulation/growth-curve?player=10000001'] },
  { name: 'matchup', chart: false, paths: ['/simulation/matchup', '/simulation/matchup?season=career', '/simulation/matchup?n=100000&seed=3'] },
  { name: 'score streaming', chart: false, paths: ['/simulation/score-streaming', '/simulation/score-streaming?away=h&home=f&seed=5'] },
]
