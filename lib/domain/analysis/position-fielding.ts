import { rate } from '@/lib/domain/stats/rate'

/** Fielding counts at one position: games (one per player per game, so summed they are 延べ), outs in the field, putouts, assists, errors. */
export type FieldingCounts = { g: number; outs: number; po: number; a: number; e: number }

export type FieldingFigures = FieldingCounts & {
  /** Chances: PO + A + E. */
  tc: number
  /** Fielding percentage (PO + A) / (PO + A + E); null without a chance. */
  fpct: number | null
  /** Range factor (PO + A) × 27 / outs; null without an out in the field. */
  rf: number | null
}

/**
 * A position's fielding line with its rates, as the glossary defines them: 守備率 = (PO + A) / (PO + A + E),
 * RF = (PO + A) × 27 ÷ outs in the field.
 *
 * @example fieldingFigures({ g: 143, outs: 3600, po: 250, a: 400, e: 10 }) // fpct 650 / 660 = .985, rf 650 × 27 / 3600 = 4.875 (glossary examples)
 */
export function fieldingFigures(counts: FieldingCounts): FieldingFigures {
  const made = counts.po + counts.a
  return { ...counts, tc: made + counts.e, fpct: rate(made, made + counts.e), rf: rate(made * 27, counts.outs) }
}

/** Fielding lines (players', or clubs') added up key by key. */
export function addFielding(lines: readonly FieldingCounts[]): FieldingCounts {
  return lines.reduce((sum, line) => ({ g: sum.g + line.g, outs: sum.outs + line.outs, po: sum.po + line.po, a: sum.a + line.a, e: sum.e + line.e }), { g: 0, outs: 0, po: 0, a: 0, e: 0 })
}
