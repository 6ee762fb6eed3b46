import { competitionRanks, raceTop } from './race-order'

/** One date of a race: every sent player's total through it, and the top players in race order. */
export type RaceFrame = { totals: number[]; order: number[] }

/** A sent race's shape as the frames need it (race-encoding.ts). */
type Deltas = { players: readonly unknown[]; deltas: readonly (readonly number[])[] }

/**
 * The frames of a sent race: running totals from the per-date increments, and each date's top
 * `top` by the shared race order (a tie goes to whoever reached the total first).
 */
export function raceFrames(race: Deltas, top: number): RaceFrame[] {
  const totals = race.players.map(() => 0)
  const reached = race.players.map(() => -1)
  return race.deltas.map((pairs, date) => {
    for (let index = 0; index + 1 < pairs.length; index += 2) {
      const player = pairs[index] ?? -1
      if (player < 0 || player >= totals.length) continue
      totals[player] = (totals[player] ?? 0) + (pairs[index + 1] ?? 0)
      reached[player] = date
    }
    return { totals: [...totals], order: raceTop(totals, reached, top) }
  })
}

/** A frame's standings as a table lists them: rank (ties share it), player index, total. */
export type RaceStanding = { rank: number; player: number; total: number }

export function frameStandings(frame: RaceFrame): RaceStanding[] {
  const totals = frame.order.map((player) => frame.totals[player] ?? 0)
  const ranks = competitionRanks(totals)
  return frame.order.map((player, index) => ({ rank: ranks[index] ?? index + 1, player, total: totals[index] ?? 0 }))
}
