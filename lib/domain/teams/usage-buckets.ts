/**
 * The columns relievers' entries are counted in: the inning he came in, and the score from his
 * club's side when he did. A lead of 1–3 is the save situation's margin (公認野球規則 9.19: a lead of
 * three runs or fewer).
 */
export const ENTRY_INNING_LABELS = ['5回以前', '6回', '7回', '8回', '9回', '延長'] as const
export const ENTRY_MARGIN_LABELS = ['3点以上ビハインド', '1〜2点ビハインド', '同点', '1〜3点リード', '4点以上リード'] as const

/**
 * The column of the inning he entered: 0 for the 5th or earlier, 1–4 for the 6th–9th, 5 for extras.
 *
 * @example entryInningColumn(8) // 3 (8回)
 */
export function entryInningColumn(inning: number): number {
  if (inning <= 5) return 0
  if (inning >= 10) return 5
  return inning - 5
}

/**
 * The column of the score he entered at, his club's runs minus the opponent's: behind 3+, behind
 * 1–2, tied, ahead 1–3 (save situation), ahead 4+.
 *
 * @example entryMarginColumn(-2) // 1 (1〜2点ビハインド)
 */
export function entryMarginColumn(margin: number): number {
  if (margin <= -3) return 0
  if (margin < 0) return 1
  if (margin === 0) return 2
  return margin <= 3 ? 3 : 4
}
