/** One club's runs by inning as the games table keeps them: null for a half not played. */
export type InningRuns = readonly (number | null)[]

export type LineScoreCells = { innings: number; away: string[]; home: string[] }

/**
 * The cells of a line score, as NPB prints them: 'x' for a bottom half not played (the home club
 * led), the runs with 'x' for a walk-off half (「1x」, the game ended before its third out), blank
 * cells out to the longer line.
 */
export function lineScoreCells(away: InningRuns, home: InningRuns, homeWon: boolean): LineScoreCells {
  const innings = Math.max(away.length, home.length)
  const cell = (runs: number | null | undefined) => (runs === null ? 'x' : runs === undefined ? '' : String(runs))
  const awayCells = Array.from({ length: innings }, (_, index) => cell(away[index]))
  const homeCells = Array.from({ length: innings }, (_, index) => cell(home[index]))
  const last = home[innings - 1]
  // The home club batting in the last inning and winning means the game ended on its winning run.
  if (homeWon && typeof last === 'number' && innings >= 9) homeCells[innings - 1] = `${last}x`
  return { innings, away: awayCells, home: homeCells }
}
