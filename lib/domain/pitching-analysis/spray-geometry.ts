import type { BattedBallType } from '@/lib/domain/events'

/**
 * Where a batted ball's dot goes on the spray chart. The data has the direction only, no
 * distance, so the dot's distance from home is a stand-in by batted-ball type (a grounder near
 * the infield, a fly in the outfield), spread a little by the ball's index so that balls of one
 * type and direction do not sit on one pixel. The chart's note says the distance is not measured.
 */
const REACH: Readonly<Record<BattedBallType | 'unknown', number>> = {
  bunt: 0.14,
  popup: 0.3,
  ground: 0.42,
  line: 0.66,
  fly: 0.82,
  unknown: 0.6,
}

/**
 * A dot's distance from home as a fraction of the fan's radius: its type's reach ± 0.06 by index.
 *
 * @example sprayReach('fly', 0) // 0.76
 */
export function sprayReach(battedBall: BattedBallType | null, index: number): number {
  const spread = ((index * 7) % 13) / 12 - 0.5
  return REACH[battedBall ?? 'unknown'] + spread * 0.12
}

/**
 * A point at `direction` degrees (−45 the left-field line, 0 centre, +45 the right-field line) and
 * `distance` px from home plate at (homeX, homeY), in SVG coordinates (y grows downwards).
 *
 * @example sprayXY(0, 100, { homeX: 160, homeY: 220 }) // { x: 160, y: 120 }
 */
export function sprayXY(direction: number, distance: number, home: { homeX: number; homeY: number }): { x: number; y: number } {
  const radians = (direction * Math.PI) / 180
  return { x: home.homeX + distance * Math.sin(radians), y: home.homeY - distance * Math.cos(radians) }
}
