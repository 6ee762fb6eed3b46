import type { RaceFrame } from './race-frames'

/** One bar at a moment of the race: the player (index), his total so far, his slot (0 = the top) and opacity. */
export type RaceBar = { player: number; value: number; slot: number; opacity: number }

/** The race drawn at a position: the date to label (index), the bars, the axis maximum (the leader's total, at least 1). */
export type RaceMoment = { date: number; bars: RaceBar[]; max: number }

const lerp = (from: number, to: number, t: number) => from + (to - from) * t

const slotIn = (frame: RaceFrame, player: number, below: number) => {
  const slot = frame.order.indexOf(player)
  return slot === -1 ? below : slot
}

const leader = (frame: RaceFrame) => frame.totals[frame.order[0] ?? -1] ?? 0

/**
 * The race at a position between two dates (2.25: a quarter of the way from the third date's
 * frame to the fourth's). Totals, slots and the axis maximum move linearly, so bars glide rather
 * than jump; a player entering the top slides up from the slot under the last one (`top`) while
 * fading in, one leaving slides down and fades out. The label shows the nearer date.
 *
 * @example interpolateRace(frames, 0.5, 10) // totals halfway between the first and second dates
 */
export function interpolateRace(frames: readonly RaceFrame[], position: number, top: number): RaceMoment {
  const last = frames.length - 1
  const clamped = Math.min(Math.max(position, 0), Math.max(last, 0))
  const from = Math.floor(clamped)
  const to = Math.min(from + 1, Math.max(last, 0))
  const a = frames[from]
  const b = frames[to]
  if (!a || !b) return { date: 0, bars: [], max: 1 }
  const t = clamped - from
  const players = [...new Set([...a.order, ...b.order])].sort((x, y) => x - y)
  const bars = players.map((player): RaceBar => {
    const inA = a.order.includes(player)
    const inB = b.order.includes(player)
    return {
      player,
      value: lerp(a.totals[player] ?? 0, b.totals[player] ?? 0, t),
      slot: lerp(slotIn(a, player, top), slotIn(b, player, top), t),
      opacity: inA && inB ? 1 : inA ? 1 - t : t,
    }
  })
  return { date: Math.round(clamped), bars, max: Math.max(1, lerp(leader(a), leader(b), t)) }
}
