/** A won–lost record; ties are not part of 勝率 so they are not carried here. */
export type WinLoss = { wins: number; losses: number }

/**
 * Sort comparator, better 勝率 first, compared by cross-multiplying so that equal fractions such
 * as 14-10 and 7-5 are exactly equal (floating division could make them differ in the last bit).
 * A record with no decisions (0/0) compares equal to anything: callers must place those first.
 */
export function compareRecords(a: WinLoss, b: WinLoss): number {
  return b.wins * (a.wins + a.losses) - a.wins * (b.wins + b.losses)
}

export function sumRecords(records: readonly WinLoss[]): WinLoss {
  return records.reduce((sum, record) => ({ wins: sum.wins + record.wins, losses: sum.losses + record.losses }), { wins: 0, losses: 0 })
}
