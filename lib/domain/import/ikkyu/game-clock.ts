import type { CanonicalPa } from '@/lib/domain/canonical-game'
import type { Side } from './roster'

/** PA seqs as the clock substitutions are timed by: a stint runs from after PA `enteredSeq` to after `exitedSeq`. */
export type GameClock = {
  lastSeq: number
  /** The last PA before `seq` (0 before the first). */
  seqBefore: (seq: number) => number
  /** The last PA of the half-inning holding PA `seq`. */
  halfEnd: (seq: number) => number
  /** Just before the first half-inning after PA `seq` in which `side` takes the field. */
  nextFieldingStart: (seq: number, side: Side) => number
  batterPas: (playerId: string) => readonly CanonicalPa[]
  pitcherPas: (playerId: string) => readonly CanonicalPa[]
}

export function gameClock(pas: readonly CanonicalPa[]): GameClock {
  const lastSeq = pas.at(-1)?.seq ?? 0
  const seqBefore = (seq: number) => pas.filter((pa) => pa.seq < seq).at(-1)?.seq ?? 0
  const sameHalf = (a: CanonicalPa, b: CanonicalPa) => a.inning === b.inning && a.half === b.half
  return {
    lastSeq,
    seqBefore,
    halfEnd: (seq) => {
      const at = pas.find((pa) => pa.seq >= seq)
      return at ? (pas.filter((pa) => sameHalf(pa, at)).at(-1)?.seq ?? seq) : lastSeq
    },
    nextFieldingStart: (seq, side) => {
      const fieldingHalf = side === 'home' ? 'top' : 'bottom'
      const start = pas.find((pa, index) => {
        const previous = pas[index - 1]
        return pa.seq > seq && pa.half === fieldingHalf && !(previous && sameHalf(previous, pa))
      })
      return start ? seqBefore(start.seq) : lastSeq
    },
    batterPas: (playerId) => pas.filter((pa) => pa.batterId === playerId),
    pitcherPas: (playerId) => pas.filter((pa) => pa.pitcherId === playerId),
  }
}
