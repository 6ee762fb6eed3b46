type Score = { road: number; home: number }
type Half = 'top' | 'bottom'

/** What the score tracker needs of each entry with a base-out state. */
export type ScoredEntry = {
  inning: number
  half: Half
  runs: Score
  trusted: boolean
  homeSteal: boolean
  /** Untrusted entries only: runners the bases show crossing the plate during it. */
  runnersHome?: number
}

const runnerRuns = (entry: ScoredEntry) => Math.max(entry.homeSteal ? 1 : 0, entry.runnersHome ?? 0)

export type LineScore = { road: readonly (number | null)[]; home: readonly (number | null)[] }

const sum = (runs: readonly (number | null)[], innings: number) => runs.slice(0, innings).reduce<number>((total, value) => total + (value ?? 0), 0)

/** The score when the given half-inning ends, from the line score. */
export function scoreAtEndOf(line: LineScore, inning: number, half: Half): Score {
  return { road: sum(line.road, inning), home: sum(line.home, half === 'top' ? inning - 1 : inning) }
}

/**
 * The score before and after each entry. npb.jp's running score is only kept up to date on PA
 * entries: a runner event or a 「（途中終了）」 after a scoring hit still shows the old score. So
 * PA entries are checkpoints, the line score closes each half-inning, and the runs between two
 * checkpoints belong to the PA that opened the gap, less those the bases show scoring during a
 * runner event after it (a steal of home, a double steal that brings the runner from third in).
 */
export function trackScore(entries: readonly ScoredEntry[], line: LineScore): { before: Score; after: Score }[] {
  const result: { before: Score; after: Score }[] = []
  let current: Score = { road: 0, home: 0 }
  entries.forEach((entry, index) => {
    const previous = entries[index - 1]
    if (!previous || previous.inning !== entry.inning || previous.half !== entry.half) {
      current = entry.half === 'top' ? scoreAtEndOf(line, entry.inning - 1, 'bottom') : scoreAtEndOf(line, entry.inning, 'top')
    }
    const side = entry.half === 'top' ? 'road' : 'home'
    const before = { ...current }
    let checkpoint = scoreAtEndOf(line, entry.inning, entry.half)[side]
    let steals = 0
    for (const later of entries.slice(index + 1)) {
      if (later.inning !== entry.inning || later.half !== entry.half) break
      if (later.trusted) {
        checkpoint = later.runs[side]
        break
      }
      steals += runnerRuns(later)
    }
    const gap = Math.max(0, checkpoint - before[side])
    const runs = entry.trusted ? Math.max(0, gap - steals) : Math.min(gap, runnerRuns(entry))
    current = { ...before, [side]: before[side] + runs }
    result.push({ before, after: { ...current } })
  })
  return result
}
