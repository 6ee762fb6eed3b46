import type { CanonicalRunScored } from '@/lib/domain/canonical-game'

/**
 * A club's earned runs for the game are in every npb.jp file's box (2024 too), while the play-by-play
 * does not show every error (2024: 592 of 855 are in the texts) or passed ball. So our own
 * reconstruction of each inning without its errors is brought to the box's total: when it counts
 * too many earned runs, those scored after a misplay the text does show turn unearned first, then
 * the earliest (measured on 2025, whose box has the scorer's count per pitcher: 98.9% of pitcher
 * games exact this way); too few, the earliest unearned ones become earned.
 */
export function applyTeamEarnedRuns(
  runs: readonly CanonicalRunScored[],
  earnedRuns: number | null,
  ownRun: (run: CanonicalRunScored) => boolean,
  afterMisplay: (run: CanonicalRunScored) => boolean = () => false,
): CanonicalRunScored[] {
  if (earnedRuns === null) return [...runs]
  const own = runs.flatMap((run, index) => (ownRun(run) ? [index] : []))
  let surplus = own.filter((index) => runs[index]?.earned).length - earnedRuns
  const flip = new Set<number>()
  const flagged = (index: number) => runs[index] !== undefined && afterMisplay(runs[index] as CanonicalRunScored)
  const order = surplus > 0 ? [...own.filter(flagged), ...own.filter((index) => !flagged(index))] : own
  for (const index of order) {
    if (surplus === 0) break
    const run = runs[index]
    if (!run || run.earned !== surplus > 0) continue
    flip.add(index)
    surplus += surplus > 0 ? -1 : 1
  }
  return runs.map((run, index) => (flip.has(index) ? { ...run, earned: !run.earned } : run))
}
