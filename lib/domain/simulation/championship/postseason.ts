import { CLIMAX_FINAL, CLIMAX_FIRST, JAPAN_SERIES, playSeries, type SeriesFormat, type SeriesGameOdds } from './series'

/**
 * The postseason of a simulated season, with the regular season's game odds: `decided[h × size + a]`
 * is P(home h beats a | decided). The two odds objects are reused series after series.
 */
export function createPostseason(decided: Float64Array, size: number, next: () => number) {
  const atTop: SeriesGameOdds = { tie: 0, topWin: 0.5 }
  const atOther: SeriesGameOdds = { tie: 0, topWin: 0.5 }
  /** The series' winner between the higher seed `top` and `other`. */
  const series = (format: SeriesFormat, top: number, other: number, tie: number): number => {
    atTop.tie = tie
    atTop.topWin = decided[top * size + other] ?? 0.5
    atOther.tie = tie
    atOther.topWin = 1 - (decided[other * size + top] ?? 0.5)
    return playSeries(format, atTop, atOther, next) ? top : other
  }
  return {
    /** The league's Climax Series from its final order: 2nd v 3rd at 2nd's park, then 1st v the winner at 1st's. */
    climax(order: Int32Array, tie: number): number {
      const challenger = series(CLIMAX_FIRST, order[1] ?? 0, order[2] ?? 0, tie)
      return series(CLIMAX_FINAL, order[0] ?? 0, challenger, tie)
    },
    /** The Japan Series; `host` has games 1, 2, 6, 7 (and 8 on). */
    japanSeries(host: number, visitor: number, tie: number): number {
      return series(JAPAN_SERIES, host, visitor, tie)
    },
  }
}
