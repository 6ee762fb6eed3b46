/**
 * Pitching runs above average, FIP-based: (lgERA − FIP) × outs / 27. Our FIP is ERA-scaled, so
 * league FIP equals league ERA and an average pitcher scores 0 (conventions page). null when
 * either is unknown.
 *
 * @example pitchingRuns({ fip: 2.5, leagueEra: 3.5, outs: 540 }) // (3.5 − 2.5) × 540 / 27 = 20
 */
export function pitchingRuns({ fip, leagueEra, outs }: { fip: number | null; leagueEra: number | null; outs: number }): number | null {
  if (fip === null || leagueEra === null) return null
  return ((leagueEra - fip) * outs) / 27
}

/**
 * A season's value in runs above the league average: batting runs (wRAA) plus pitching runs, so
 * a hitter, a pitcher and a two-way player stand on one scale. A missing side counts as 0.
 *
 * @example playerValue({ battingRuns: 31.2, pitchingRuns: null }) // 31.2
 * @example playerValue({ battingRuns: -4, pitchingRuns: 20 }) // 16
 */
export function playerValue({ battingRuns, pitchingRuns }: { battingRuns: number | null; pitchingRuns: number | null }): number {
  return (battingRuns ?? 0) + (pitchingRuns ?? 0)
}
