import type { Rng } from '@/lib/domain/simulation/rng'

/** The route a player took into the draft. */
export type CareerPathKind = 'high_school' | 'university' | 'corporate' | 'university_corporate' | 'independent'

type PathProfile = {
  kind: CareerPathKind
  /** Share of draftees who come this way. */
  share: number
  /** Age in the draft year → relative likelihood; ages not listed are impossible. */
  ages: Readonly<Record<number, number>>
}

/*
 * Eligibility rules fix the ages: high-schoolers at 18, university seniors at 22 (23 after a
 * repeated year), company players three years after high school or two after university,
 * independent-league players from a year after high school. Shares are rough recent drafts.
 */
const PROFILES: readonly PathProfile[] = [
  { kind: 'high_school', share: 0.36, ages: { 18: 1 } },
  { kind: 'university', share: 0.36, ages: { 22: 0.85, 23: 0.15 } },
  { kind: 'corporate', share: 0.08, ages: { 21: 0.3, 22: 0.2, 23: 0.15, 24: 0.12, 25: 0.1, 26: 0.07, 27: 0.04, 28: 0.02 } },
  { kind: 'university_corporate', share: 0.14, ages: { 24: 0.55, 25: 0.2, 26: 0.12, 27: 0.08, 28: 0.05 } },
  { kind: 'independent', share: 0.06, ages: { 19: 0.1, 20: 0.1, 21: 0.1, 22: 0.2, 23: 0.2, 24: 0.15, 25: 0.08, 26: 0.04, 27: 0.02, 28: 0.01 } },
]

export const CAREER_PATH_KINDS: readonly CareerPathKind[] = PROFILES.map((profile) => profile.kind)

export const YOUNGEST_DRAFT_AGE = 18
export const OLDEST_DRAFT_AGE = 28

function profileOf(kind: CareerPathKind): PathProfile {
  const profile = PROFILES.find((candidate) => candidate.kind === kind)
  if (profile === undefined) throw new Error(`unknown career path ${kind}`)
  return profile
}

/** Relative likelihood of drafting at `age` for a player who came this way; 0 when impossible. */
export function draftAgeWeight(kind: CareerPathKind, age: number): number {
  return profileOf(kind).ages[age] ?? 0
}

/** The ages at which this path can reach the draft, youngest first. */
export function draftAgesFor(kind: CareerPathKind): readonly number[] {
  return Object.keys(profileOf(kind).ages)
    .map(Number)
    .sort((a, b) => a - b)
}

/** A path drawn by its share of all draftees. */
export function pickCareerPathKind(rng: Rng): CareerPathKind {
  return rng.weighted(PROFILES, (profile) => profile.share).kind
}

/** The path most consistent with a draft age: share × P(age | path), ages clamped to 18–28. */
export function pickCareerPathKindForAge(rng: Rng, draftAge: number): CareerPathKind {
  const age = Math.min(OLDEST_DRAFT_AGE, Math.max(YOUNGEST_DRAFT_AGE, Math.round(draftAge)))
  return rng.weighted(PROFILES, (profile) => profile.share * (profile.ages[age] ?? 0)).kind
}
