import { createRng } from '@/lib/domain/simulation/rng'
import { MATCHUP_OUTCOMES, type MatchupOutcome, type OutcomeValues } from './outcomes'

/** The API's range for the number of simulated PAs; the page clamps into it. */
export const MATCHUP_PAS = { min: 100, max: 100_000, fallback: 10_000 } as const

/**
 * N plate appearances drawn from the matchup's probabilities with the seeded generator
 * (lib/domain/simulation/rng.ts): the counts per outcome, summing to N. Same probabilities, N and
 * seed, same counts. Probabilities are expected to sum to 1; a draw past the cumulative total
 * (rounding) goes to the last outcome with a positive probability.
 */
export function simulatePas(probabilities: OutcomeValues, n: number, seed: number): OutcomeValues {
  const rng = createRng(seed)
  const cumulative: { outcome: MatchupOutcome; upTo: number }[] = []
  let total = 0
  for (const outcome of MATCHUP_OUTCOMES) {
    if (probabilities[outcome] <= 0) continue
    total += probabilities[outcome]
    cumulative.push({ outcome, upTo: total })
  }
  const counts = Object.fromEntries(MATCHUP_OUTCOMES.map((outcome) => [outcome, 0])) as Record<MatchupOutcome, number>
  const last = cumulative[cumulative.length - 1]
  if (!last) return counts
  for (let pa = 0; pa < n; pa++) {
    const draw = rng.next() * total
    const hit = cumulative.find((step) => draw < step.upTo) ?? last
    counts[hit.outcome] += 1
  }
  return counts
}
