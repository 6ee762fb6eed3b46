import { plateZone } from '@/lib/domain/plate-zone'

/**
 * Where 一球速報 draws the strike zone, in the pixel units of `course.left_px` / `course.top_px`
 * (multiples of 0.36; left grows towards the first-base side as the pitcher sees it, top grows
 * downwards). Read off the umpires' calls in the 12 sample games: among the 1,746 taken pitches every
 * call flips at one pixel step on each edge — the last ball and first called strike are
 * left 7.2 | 7.2, right 41.76 | 42.12, top 9.72 | 10.08, bottom 52.20 | 53.28 — so each edge is
 * the midpoint. The file's own grid_row / grid_col are floor(px / 12.6) cells that never reach a
 * fifth column and do not line up with those edges, so the grid is recomputed from x, z.
 */
export const IKKYU_ZONE_PX = { left: 7.2, right: 41.94, top: 9.9, bottom: 52.74 } as const

const CENTRE_LEFT = (IKKYU_ZONE_PX.left + IKKYU_ZONE_PX.right) / 2
const HALF_WIDTH = (IKKYU_ZONE_PX.right - IKKYU_ZONE_PX.left) / 2
const CENTRE_TOP = (IKKYU_ZONE_PX.top + IKKYU_ZONE_PX.bottom) / 2
const HALF_HEIGHT = (IKKYU_ZONE_PX.bottom - IKKYU_ZONE_PX.top) / 2

export type PlateLocation = { x: number | null; z: number | null; zone: number | null }

/**
 * Pixels → CanonicalPitch's plate coordinates: |x| ≤ 1, |z| ≤ 1 is the zone, z up, and x as the
 * catcher sees it (negative = third-base side, where a right-handed batter stands: the file's
 * hit-by-pitch marks for right-handed batters all sit at left_px 43–50). The 5×5 zone numbers
 * rows from the top and columns from the catcher's left, the inner 3×3 being the strike zone.
 */
export function normalisePitchLocation(course: { left_px: number | null; top_px: number | null }): PlateLocation {
  const x = course.left_px === null ? null : (CENTRE_LEFT - course.left_px) / HALF_WIDTH
  const z = course.top_px === null ? null : (CENTRE_TOP - course.top_px) / HALF_HEIGHT
  const zone = x === null || z === null ? null : plateZone(x, z)
  return { x, z, zone }
}
