/**
 * Pythagorean expectation, W% = R^x / (R^x + RA^x), with x = 1.83 by default (Davenport's
 * refinement of Bill James's exponent 2; conventions page). null when no runs were scored or allowed.
 *
 * @example pythagoreanWinPct({ runsScored: 600, runsAllowed: 500 }) // ≈ .5826
 */
export function pythagoreanWinPct({
  runsScored,
  runsAllowed,
  exponent = 1.83,
}: {
  runsScored: number
  runsAllowed: number
  exponent?: number
}): number | null {
  const scored = Math.pow(runsScored, exponent)
  const allowed = Math.pow(runsAllowed, exponent)
  const total = scored + allowed
  return total > 0 && Number.isFinite(total) ? scored / total : null
}

/**
 * Pythagenpat exponent x = ((R + RA) / G)^0.287 (David Smyth / Patriot; conventions page): the
 * exponent grows with the run environment. null without games.
 *
 * @example pythagenpatExponent({ runsScored: 600, runsAllowed: 500, games: 143 }) // ≈ 1.796
 */
export function pythagenpatExponent({ runsScored, runsAllowed, games }: { runsScored: number; runsAllowed: number; games: number }): number | null {
  if (!(games > 0)) return null
  return Math.pow((runsScored + runsAllowed) / games, 0.287)
}

/**
 * Expected wins = W% × (G − ties): NPB ties are not decisions, so they take no share of wins
 * (conventions page).
 *
 * @example expectedWins({ winPct: 0.55, games: 143, ties: 3 }) // 0.55 × 140 = 77
 */
export function expectedWins({ winPct, games, ties }: { winPct: number; games: number; ties: number }): number {
  return winPct * (games - ties)
}
