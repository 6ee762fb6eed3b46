import type { Rng } from '@/lib/domain/simulation/rng'
import { pickCareerPathKindForAge, type CareerPathKind } from './career-path-kind'
import type { PrefectureName } from './prefectures'
import { BASEBALL_BOARDING_PREFECTURES, generateCorporateTeam, generateHighSchool, generateIndependentTeam, generateUniversity, neighbouringPrefecture } from './schools'

export type CareerPath = {
  highSchool: string
  university: string | null
  corporate: string | null
  /** The independent-league club, for players drafted from one. */
  independent: string | null
  path: CareerPathKind
}

/** Most players stay home for high school; a minority board at a baseball powerhouse elsewhere. */
function pickHighSchool(rng: Rng, hometown: PrefectureName): string {
  const roll = rng.next()
  if (roll < 0.78) return generateHighSchool(rng, hometown)
  if (roll < 0.88) return generateHighSchool(rng, neighbouringPrefecture(rng, hometown))
  const away = BASEBALL_BOARDING_PREFECTURES.filter((prefecture) => prefecture !== hometown)
  return generateHighSchool(rng, rng.pick(away), 'private')
}

/**
 * Schools and teams a player passed through, consistent with the age at which he was drafted:
 * 18 means straight from high school, 22 almost always university, 21–28 company ball,
 * and 19–20 only an independent league.
 */
export function generateCareerPath(rng: Rng, { hometown, draftAge }: { hometown: PrefectureName; draftAge: number }): CareerPath {
  const path = pickCareerPathKindForAge(rng, draftAge)
  const highSchool = pickHighSchool(rng, hometown)
  const wentToUniversity = path === 'university' || path === 'university_corporate' || (path === 'independent' && draftAge >= 23 && rng.chance(0.5))
  return {
    highSchool,
    university: wentToUniversity ? generateUniversity(rng, hometown) : null,
    corporate: path === 'corporate' || path === 'university_corporate' ? generateCorporateTeam(rng, hometown) : null,
    independent: path === 'independent' ? generateIndependentTeam(rng) : null,
    path,
  }
}
