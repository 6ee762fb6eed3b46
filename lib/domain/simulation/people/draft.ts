import type { Rng } from '@/lib/domain/simulation/rng'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { draftAgesFor, draftAgeWeight, type CareerPathKind } from './career-path-kind'

export type DraftKind = 'regular' | 'ikusei'

export type DraftRecord = {
  year: number
  round: number
  teamCode: TeamCode
  kind: DraftKind
}

/** The player's age in the draft year, drawn from the ages at which this path is eligible. */
export function draftAgeFor(rng: Rng, path: CareerPathKind): number {
  return rng.weighted(draftAgesFor(path), (age) => draftAgeWeight(path, age))
}

/**
 * Clubs take 育成 (development) players only after their main picks, so early rounds are
 * always regular and the development share grows in later rounds; overall it stays a minority.
 */
function ikuseiChance(round: number): number {
  if (round <= 3) return 0
  if (round <= 5) return 0.1
  return 0.3
}

export function generateDraftRecord(rng: Rng, { year, teamCode, round }: { year: number; teamCode: TeamCode; round: number }): DraftRecord {
  return { year, round, teamCode, kind: rng.chance(ikuseiChance(round)) ? 'ikusei' : 'regular' }
}
