import type { OfficialStandingRow } from './official-standing-row'
import type { SeasonRuns } from './season-runs'

/**
 * Adds runs scored and allowed from a second source. The two must agree on every club's record:
 * a mismatch means different seasons or a mid-season snapshot, and a reference table must not mix them.
 * Clubs the second source lacks keep no runs.
 */
export function mergeSeasonRuns(rows: readonly OfficialStandingRow[], runs: readonly SeasonRuns[], runsFile: string): OfficialStandingRow[] {
  return rows.map((row) => {
    const match = runs.find((entry) => entry.team === row.team)
    if (!match) return row
    if (match.w !== row.w || match.l !== row.l || match.t !== row.t) {
      throw new Error(`${runsFile}: ${row.team} is ${match.w}-${match.l}-${match.t} there but ${row.w}-${row.l}-${row.t} in the official standings`)
    }
    return { ...row, runsScored: match.runsScored, runsAllowed: match.runsAllowed }
  })
}
