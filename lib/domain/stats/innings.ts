/**
 * Outs ↔ innings. We store outs (NPB has computed ERA on outs since 1983), so a third of an
 * inning is never a float like 0.333.
 */
export type Innings = { whole: number; thirds: 0 | 1 | 2 }

function assertCount(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`)
}

/** @example outsToInnings(370) // { whole: 123, thirds: 1 } — 123 1/3 innings */
export function outsToInnings(outs: number): Innings {
  assertCount(outs, 'outs')
  return { whole: Math.floor(outs / 3), thirds: (outs % 3) as 0 | 1 | 2 }
}

/** @example inningsToOuts(123, 1) // 370 */
export function inningsToOuts(whole: number, thirds: number): number {
  assertCount(whole, 'whole innings')
  if (thirds !== 0 && thirds !== 1 && thirds !== 2) throw new RangeError(`thirds must be 0, 1 or 2, got ${thirds}`)
  return whole * 3 + thirds
}
