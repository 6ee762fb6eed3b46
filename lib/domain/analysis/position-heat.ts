import { differenceColor } from '@/lib/domain/game-stats/win-probability-color'

/**
 * The heat maps' cell colours, on the site's diverging scale (white at the centre, red-400 above,
 * blue-400 below: dark text stays above 6:1 on every shade).
 */

/**
 * A correlation coefficient: full red at r = +1, full blue at −1.
 *
 * @example correlationColor(0.5) // '#fcb8b8' (halfway to red-400)
 */
export const correlationColor = (r: number | null): string => differenceColor(r ?? 0, 1)

/** A club's position line with fewer PAs than this is left uncoloured: a pinch hitters' 400 wRC+ over 20 PAs is luck, not a finding. */
export const SMALL_SAMPLE_PA = 50

/** wRC+ points from which a cell takes the full colour: a position 40 % better or worse than average. */
export const WRC_PLUS_SPAN = 40

/**
 * wRC+ from the average of 100: red above, blue below, full at ±40.
 *
 * @example wrcPlusColor(120) // '#fcb8b8' (halfway to red-400)
 */
export const wrcPlusColor = (wrcPlus: number | null): string => differenceColor(wrcPlus === null ? 0 : wrcPlus - 100, WRC_PLUS_SPAN)

/**
 * A value against its column's centre, full colour at the column's widest gap from it (so that a
 * position whose clubs differ by a few thousandths of fielding percentage still shows who is
 * where). Null, and a column without any spread, stay white.
 *
 * @example relativeColor(0.99, 0.985, 0.01) // '#fcb8b8' (halfway to red-400)
 */
export function relativeColor(value: number | null, centre: number | null, span: number): string {
  if (value === null || centre === null || !(span > 0)) return differenceColor(0)
  return differenceColor(value - centre, span)
}

/** The widest gap of a column's values from its centre: the span relativeColor takes. */
export function widestGap(values: readonly (number | null)[], centre: number | null): number {
  if (centre === null) return 0
  return values.reduce<number>((widest, value) => (value === null ? widest : Math.max(widest, Math.abs(value - centre))), 0)
}
