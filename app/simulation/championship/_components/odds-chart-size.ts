/** The history chart's height, apart from the chart so its skeleton does not pull recharts into the page. */
export const ODDS_CHART_HEIGHT = 280
