/**
 * The /game-stats pages (issue 17) as bench:pages measures them: each page over the views a
 * visitor switches between (an older season, a league, a page's own picker), held to the issue's
 * 50 ms whole response. `chart`: the page draws a lazily loaded recharts chart.
 */
export const GAME_STATS_VIEWS: readonly { name: string; chart: boolean; paths: readonly string[] }[] = [
  { name: 'win probability', chart: false, paths: ['/game-stats/win-probability', '/game-stats/win-probability?state=2-7&compare=2019', '/game-stats/win-probability?season=2020&state=1-3'] },
  { name: 'win model', chart: true, paths: ['/game-stats/win-probability-model', '/game-stats/win-probability-model?season=2019', '/game-stats/win-probability-model?inning=9&half=bottom&outs=2&bases=3&diff=-1'] },
  { name: 'run expectancy', chart: true, paths: ['/game-stats/run-expectancy', '/game-stats/run-expectancy?league=central', '/game-stats/run-expectancy?season=2019&state=2-7&inning=9&half=bottom&lead=-1'] },
  { name: 'run value', chart: false, paths: ['/game-stats/run-value', '/game-stats/run-value?league=pacific', '/game-stats/run-value?season=2018'] },
  { name: 'park factor', chart: true, paths: ['/game-stats/park-factor', '/game-stats/park-factor?season=2020&league=central', '/game-stats/park-factor?basis=single'] },
  { name: 'score distribution', chart: true, paths: ['/game-stats/score-distribution', '/game-stats/score-distribution?vs=2019', '/game-stats/score-distribution?league=pacific&vs=central'] },
  { name: 'score trend', chart: true, paths: ['/game-stats/score-trend', '/game-stats/score-trend?league=central&metric=hr', '/game-stats/score-trend?season=2020'] },
]
