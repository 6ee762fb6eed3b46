import type { PositionCorrelationMode, PositionSlot } from './position-slots'

/**
 * What "production at a position" means in each mode, the x of every correlation: batting runs
 * above average (wRAA, a count of runs, so that a position a club barely used — the DH in the
 * Central League — weighs little), or the fielding percentage there.
 */
export const PRODUCTION: Readonly<Record<PositionCorrelationMode, { label: string; glossary: string }>> = {
  batting: { label: 'wRAA', glossary: 'wraa' },
  fielding: { label: '守備率', glossary: 'fpct' },
}

type Line = { position: PositionSlot; wraa?: number | null; fpct?: number | null }

/**
 * A club's production at each position from its lines; a position without a line has none.
 *
 * @example productionByPosition('batting', [{ position: 'C', wraa: -3.2 }]) // { C: -3.2 }
 */
export function productionByPosition(mode: PositionCorrelationMode, lines: readonly Line[]): Partial<Record<PositionSlot, number | null>> {
  return Object.fromEntries(lines.map((line) => [line.position, (mode === 'batting' ? line.wraa : line.fpct) ?? null]))
}
