/**
 * The 5×5 plate grid every pitch source shares: x and z are plate coordinates where |x| ≤ 1 and
 * |z| ≤ 1 is the strike zone (x from the catcher's view, z up); zone 1 is top-left, the inner
 * 3×3 (7–9, 12–14, 17–19) is the strike zone, the outer ring is the chase area.
 */
function gridIndex(value: number): number {
  if (value < -1) return 0
  if (value < -1 / 3) return 1
  if (value < 1 / 3) return 2
  if (value < 1) return 3
  return 4
}

export function plateZone(x: number, z: number): number {
  return (4 - gridIndex(z)) * 5 + gridIndex(x) + 1
}
