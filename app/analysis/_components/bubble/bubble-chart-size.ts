/** The drawing's height, and the line under it that names the bubble last tapped: the skeleton holds both, so nothing moves when recharts arrives. */
export const CHART_HEIGHT = 400
export const PICKED_HEIGHT = 88
