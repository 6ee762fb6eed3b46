import { raceTop } from './race-order'

/** One player's count of the stat on one date (summed over his clubs in the scope). */
export type RaceCount = { date: string; player: string; value: number }

/**
 * A race as it is sent: the dates (frames), the players who are ever in a frame's top (in id
 * order), and per date the sparse increments of those players as flat pairs
 * `[player index, increment, …]`. Totals are cumulative sums of the increments.
 */
export type EncodedRace = { dates: string[]; players: string[]; deltas: number[][] }

/** Each date's counts as (player index, value) pairs, with a player's several lines on a date summed. */
function countsByDate(dates: readonly string[], counts: readonly RaceCount[], indexOf: ReadonlyMap<string, number>): Map<number, number>[] {
  const dateIndex = new Map(dates.map((date, index) => [date, index]))
  const byDate = dates.map(() => new Map<number, number>())
  for (const count of counts) {
    const day = byDate[dateIndex.get(count.date) ?? -1]
    const player = indexOf.get(count.player)
    if (day === undefined || player === undefined || count.value === 0) continue
    day.set(player, (day.get(player) ?? 0) + count.value)
  }
  return byDate
}

/**
 * The race of a stat through a season: each date's running totals ranked (raceTop), and only the
 * players who make some date's top `top` sent, since no one else is ever drawn. Ranking the sent
 * players alone gives the same tops: every player of a top is among them, and the order is one
 * total order (race-order.ts). Counts on a date outside `dates` are not part of the race.
 */
export function encodeRace(dates: readonly string[], counts: readonly RaceCount[], top: number): EncodedRace {
  const ids = [...new Set(counts.filter((count) => count.value !== 0).map((count) => count.player))].sort()
  const indexOf = new Map(ids.map((id, index) => [id, index]))
  const byDate = countsByDate(dates, counts, indexOf)
  const totals = ids.map(() => 0)
  const reached = ids.map(() => -1)
  const shown = new Set<number>()
  byDate.forEach((day, date) => {
    for (const [player, value] of day) {
      totals[player] = (totals[player] ?? 0) + value
      reached[player] = date
    }
    for (const player of raceTop(totals, reached, top)) shown.add(player)
  })
  const sent = [...shown].sort((a, b) => a - b)
  const sentIndex = new Map(sent.map((player, index) => [player, index]))
  const deltas = byDate.map((day) =>
    [...day]
      .flatMap(([player, value]) => {
        const index = sentIndex.get(player)
        return index === undefined ? [] : [[index, value] as const]
      })
      .sort((a, b) => a[0] - b[0])
      .flat(),
  )
  return { dates: [...dates], players: sent.map((player) => ids[player] ?? ''), deltas }
}
