/** A player's place in one frame of a race: his total through the date and the date (index) he reached it on. */
export type RaceEntry = { player: number; total: number; reached: number }

/**
 * The race order: the larger total first; on a tie whoever reached it first (the earlier date),
 * then the lower player index. Players are numbered in id order on the server and the browser alike,
 * so both break every tie the same way and the browser's frames are the server's.
 */
export function compareRace(a: RaceEntry, b: RaceEntry): number {
  return b.total - a.total || a.reached - b.reached || a.player - b.player
}

/**
 * The first `top` players of a frame in race order, among those with a positive total (no one
 * leads a stat he has none of: on opening day fewer than ten may have a save).
 *
 * @example raceTop([2, 3, 0, 3], [4, 1, -1, 0], 2) // [3, 1]: two at 3, index 3 got there on date 0
 */
export function raceTop(totals: readonly number[], reached: readonly number[], top: number): number[] {
  const entries: RaceEntry[] = []
  totals.forEach((total, player) => {
    if (total > 0) entries.push({ player, total, reached: reached[player] ?? 0 })
  })
  return entries.sort(compareRace).slice(0, top).map((entry) => entry.player)
}

/**
 * Competition ranks over totals already in race order: a tie shares the better rank (1, 2, 2, 4),
 * as leaderboards print them.
 *
 * @example competitionRanks([30, 28, 28, 25]) // [1, 2, 2, 4]
 */
export function competitionRanks(totals: readonly number[]): number[] {
  return totals.map((total) => totals.indexOf(total) + 1)
}
