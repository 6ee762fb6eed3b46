/**
 * Baseball Savant's attack zones (Swing/Take leaderboard, Tom Tango's diagram): with the strike
 * zone's half-width and half-height as 100 %, Heart lies within 67 %, Shadow 67–133 % (about one
 * ball width either side of the edge), Chase 133–200 %, Waste beyond 200 %. On plate-zone.ts's
 * coordinates the zone's half-width and half-height are 1, so the bounds are 2/3, 4/3 and 2, and
 * a pitch's distance is the larger of |x| and |z| (the rings are rectangles, as Savant draws them).
 * Savant scales each batter's zone; ours is the source's fixed frame.
 */
export const ATTACK_ZONES = ['heart', 'shadow', 'chase', 'waste'] as const
export type AttackZone = (typeof ATTACK_ZONES)[number]

/** Outer bound of each inner ring (exclusive); Waste is everything from 2 out. */
export const ATTACK_ZONE_BOUNDS: Readonly<Record<Exclude<AttackZone, 'waste'>, number>> = { heart: 2 / 3, shadow: 4 / 3, chase: 2 }

export const ATTACK_ZONE_LABELS: Readonly<Record<AttackZone, string>> = { heart: 'ハート', shadow: 'シャドウ', chase: 'チェイス', waste: 'ウェイスト' }

/**
 * @example attackZone(0.5, -0.6) // 'heart' (max(0.5, 0.6) = 0.6 < 2/3)
 * @example attackZone(1.1, 0) // 'shadow' (1.1 < 4/3)
 */
export function attackZone(x: number, z: number): AttackZone {
  const distance = Math.max(Math.abs(x), Math.abs(z))
  if (distance < ATTACK_ZONE_BOUNDS.heart) return 'heart'
  if (distance < ATTACK_ZONE_BOUNDS.shadow) return 'shadow'
  if (distance < ATTACK_ZONE_BOUNDS.chase) return 'chase'
  return 'waste'
}
