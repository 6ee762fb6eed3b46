/**
 * The /analysis pages (issue 18) as bench:pages measures them: each family over the views a
 * visitor switches between, held to the 80 ms whole response. `chart`: a lazily loaded
 * recharts chart (the chart race draws its own bars and is held like a table page).
 */
export const ANALYSIS_VIEWS: readonly { name: string; chart: boolean; paths: readonly string[] }[] = [
  { name: 'value boards', chart: false, paths: ['/analysis/wpa/batting', '/analysis/wpa/pitching', '/analysis/re24/batting?league=central', '/analysis/lwts/pitching?qualified=false', '/analysis/lwts/batting?season=2019&sort=pa'] },
  { name: 'bubble charts', chart: true, paths: ['/analysis/bubble-chart/players/batting', '/analysis/bubble-chart/players/pitching', '/analysis/bubble-chart/teams/batting', '/analysis/bubble-chart/players/batting?x=iso&y=k_pct&size=hr&qual=all'] },
  { name: 'chart race', chart: false, paths: ['/analysis/chart-race/batting', '/analysis/chart-race/pitching', '/analysis/chart-race/batting?stat=h&league=central', '/analysis/chart-race/pitching?season=2024&stat=hld'] },
  { name: 'situational', chart: false, paths: ['/analysis/situational', '/analysis/situational/pitching/2025', '/analysis/situational/batting/2024?family=count', '/analysis/situational/batting/2025?bases=7&outs=2&ph=1&seasons=all'] },
  { name: 'position correlation', chart: true, paths: ['/analysis/position-correlation', '/analysis/position-correlation/fielding/2025/all', '/analysis/position-correlation/batting/2024/g'] },
  { name: 'draft', chart: true, paths: ['/analysis/draft', '/analysis/draft?year=2018'] },
]
