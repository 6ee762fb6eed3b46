import type { ValueSide } from './value-pa'

/** The boards whose single plays are ranked: a PA's WPA, or its RE24. */
export type PlayBoard = 'wpa' | 're24'
export const PLAY_BOARDS: readonly PlayBoard[] = ['wpa', 're24']

/** One PA's value to the player a side credits. */
export type ValuePlay = { board: PlayBoard; side: ValueSide; gameId: string; seq: number; playerId: string; team: string; value: number }

/** Higher value first; equal values in game order, so the list never depends on the input's order. */
export const byPlayValue = (a: ValuePlay, b: ValuePlay) => b.value - a.value || a.gameId.localeCompare(b.gameId) || a.seq - b.seq

/**
 * The best `count` plays offered to it, kept as they come (a season offers a quarter of a million;
 * sorting them all to keep ten would be waste).
 *
 * @example const top = topPlays(2); [0.1, 0.5, 0.3].forEach((value, seq) => top.offer({ ...play, seq, value })); top.list().map((p) => p.value) // [0.5, 0.3]
 */
export function topPlays(count: number) {
  const kept: ValuePlay[] = []
  return {
    /** Whether a play of this value could still make the list (cheap, so most plays are turned away before one is built). */
    admits: (value: number): boolean => kept.length < count || value >= (kept[kept.length - 1]?.value ?? Number.NEGATIVE_INFINITY),
    offer(play: ValuePlay): void {
      const last = kept[kept.length - 1]
      if (kept.length >= count && last !== undefined && byPlayValue(play, last) >= 0) return
      let at = kept.length
      while (at > 0 && byPlayValue(play, kept[at - 1] ?? play) < 0) at -= 1
      kept.splice(at, 0, play)
      if (kept.length > count) kept.pop()
    },
    list: (): ValuePlay[] => [...kept],
  }
}
