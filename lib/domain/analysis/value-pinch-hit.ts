import { battingTeam, type ValuePa } from './value-pa'

/** A batter sent in as a pinch hitter (substitutions with position 'PH'): the game and where he came in. */
export type PinchHitEntry = { gameId: string; playerId: string; enteredSeq: number }

export type PinchHitTally = { liSum: number; count: number }

/** A batter's line key on a board: the player and the club he batted for. */
export const batterKey = (batterId: string, team: string) => `${batterId}\t${team}`

/**
 * Each batter's LI when he came in as a pinch hitter, for phLI (FanGraphs: the average LI of the
 * PAs in which a player entered as a pinch hitter): the LI of his first PA of that game at or after
 * the PA he entered at. An entry without such a PA (the inning ended first) or whose PA has no LI
 * is left out.
 *
 * @example entered at seq 50, his PA is seq 51 with LI 2.4 → { liSum: 2.4, count: 1 }
 */
export function pinchHitTallies(pas: readonly ValuePa[], entries: readonly PinchHitEntry[]): Map<string, PinchHitTally> {
  const byBatter = new Map<string, ValuePa[]>()
  for (const pa of pas) {
    const id = `${pa.gameId}\t${pa.batterId}`
    const list = byBatter.get(id)
    if (list) list.push(pa)
    else byBatter.set(id, [pa])
  }
  const tallies = new Map<string, PinchHitTally>()
  for (const entry of entries) {
    const first = byBatter.get(`${entry.gameId}\t${entry.playerId}`)?.find((pa) => pa.seq >= entry.enteredSeq)
    if (!first || first.li === null) continue
    const key = batterKey(entry.playerId, battingTeam(first))
    const tally = tallies.get(key) ?? { liSum: 0, count: 0 }
    tally.liSum += first.li
    tally.count += 1
    tallies.set(key, tally)
  }
  return tallies
}
