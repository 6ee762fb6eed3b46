import { rate } from './rate'

/**
 * 規定打席: team games × 3.1, rounded half-up (NPB rule since 2009; conventions page). Computed
 * in integers, (31·G + 5) / 10, so no floating-point residue can flip a .5 the wrong way.
 * During a season pass the team's games played so far.
 *
 * @example qualifyingPlateAppearances(143) // 3.1 × 143 = 443.3 → 443
 */
export function qualifyingPlateAppearances(teamGames: number): number {
  return Math.floor((31 * teamGames + 5) / 10)
}

/**
 * 規定投球回 in outs: team games × 1.0 inning = 3 outs per game (conventions page).
 *
 * @example qualifyingOuts(143) // 429 outs = 143 innings
 */
export function qualifyingOuts(teamGames: number): number {
  return 3 * teamGames
}

/** A batter qualifies with at least 規定打席 (以上). */
export function isQualifiedBatter(pa: number, teamGames: number): boolean {
  return pa >= qualifyingPlateAppearances(teamGames)
}

/** A pitcher qualifies with at least 規定投球回 (以上). */
export function isQualifiedPitcher(outs: number, teamGames: number): boolean {
  return outs >= qualifyingOuts(teamGames)
}

/**
 * The AVG used only to rank the batting title (首位打者): a batter short of 規定打席 has the
 * missing PA added as hitless at-bats; if he still leads he wins, but his recorded AVG stays
 * H/AB (conventions page). For a qualified batter this is simply H/AB.
 *
 * @example battingTitleAvg({ h: 133, ab: 380, pa: 420, teamGames: 143 }) // 133 / (380 + 23)
 */
export function battingTitleAvg({ h, ab, pa, teamGames }: { h: number; ab: number; pa: number; teamGames: number }): number | null {
  const missing = Math.max(0, qualifyingPlateAppearances(teamGames) - pa)
  return rate(h, ab + missing)
}
