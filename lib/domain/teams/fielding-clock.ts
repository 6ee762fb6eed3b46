/**
 * A club's half of one game's plate appearances, the ones it fielded, in order: each PA's seq,
 * the club's outs recorded after it (a running total) and its inning. Stints are timed by PA
 * seqs: a stint runs from after PA `enteredSeq` to after PA `exitedSeq` (lib/domain/import/ikkyu/game-clock.ts).
 */
export type FieldingClock = { seqs: readonly number[]; outs: readonly number[]; innings: readonly number[] }

/** The club's outs in the field after PA `seq` (0 before its first PA in the field). */
export function outsThrough(clock: FieldingClock, seq: number): number {
  let outs = 0
  clock.seqs.forEach((at, index) => {
    if (at <= seq) outs = clock.outs[index] ?? outs
  })
  return outs
}

/**
 * The outs the club recorded in the field while the stint lasted, counted on the PAs between its
 * entry and exit as the read model's fielding lines count them (lib/data/derive/season-counts.ts).
 *
 * @example stintOuts({ seqs: [2, 4, 6], outs: [1, 2, 3], innings: [1, 1, 1] }, 2, null) // 2
 */
export function stintOuts(clock: FieldingClock, enteredSeq: number, exitedSeq: number | null): number {
  const end = exitedSeq === null ? (clock.outs.at(-1) ?? 0) : outsThrough(clock, exitedSeq)
  return end - outsThrough(clock, enteredSeq)
}

/** The inning a player entering after PA `seq` first takes the field in; the last one where the club fields no more. */
export function fieldingInningAfter(clock: FieldingClock, seq: number): number {
  const index = clock.seqs.findIndex((at) => at > seq)
  return clock.innings[index === -1 ? clock.innings.length - 1 : index] ?? 1
}
