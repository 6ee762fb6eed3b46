/**
 * 一球速報's hit_direction x / y is not where the ball went but the spot of the fielder who took
 * it on a 100 × 100 field drawing (y down): 中 (50, 14), 左 (22, 24), 右 (78, 24), 遊 (40, 46),
 * 二 (60, 46), 三 (32, 62), 一 (68, 62), 投 (50, 58), 捕 (50, 88). The catcher's spot is home
 * plate, which puts the third and first basemen 35° off centre and the corner outfielders 24°,
 * where they stand in a real alignment. So the angle is as coarse as the fielder: nine values.
 */
const HOME_PLATE = { x: 50, y: 88 } as const

/** Spray angle in degrees from home plate: 0 = straight away centre, negative = left field (a right-handed batter's pull side). */
export function sprayAngle(x: number | null, y: number | null): number | null {
  if (x === null || y === null) return null
  const across = x - HOME_PLATE.x
  const out = HOME_PLATE.y - y
  if (across === 0 && out <= 0) return 0
  return (Math.atan2(across, out) * 180) / Math.PI
}
