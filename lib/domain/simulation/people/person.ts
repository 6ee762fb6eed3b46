import type { Rng } from '@/lib/domain/simulation/rng'
import { generateBirthDate } from './birth-date'
import { pickBirthCountry, pickForeignOrigin } from './foreign-origins'
import { generateHandedness, type Bats, type Role, type Throws } from './handedness'
import { generateForeignName, generateName } from './names'
import type { PersonName } from './person-name'
import { generatePhysique } from './physique'
import { pickHometown } from './prefectures'

export type Person = {
  name: PersonName
  /** 'YYYY-MM-DD' */
  birthDate: string
  /** A prefecture name for Japanese players, a country name for foreign ones. */
  hometown: string
  bats: Bats
  throws: Throws
  heightCm: number
  weightKg: number
}

export type PersonOptions = {
  /** Inclusive range of birth years. */
  birthYearRange: readonly [min: number, max: number]
  foreign: boolean
  /** Pitchers throw left far more often than position players; defaults to 'batter'. */
  role?: Role
}

/** A fictional player's personal facts, drawn with NPB-like distributions. */
export function generatePerson(rng: Rng, { birthYearRange, foreign, role = 'batter' }: PersonOptions): Person {
  let name: PersonName
  let hometown: string
  if (foreign) {
    const origin = pickForeignOrigin(rng)
    name = generateForeignName(rng, origin)
    hometown = pickBirthCountry(rng, origin)
  } else {
    name = generateName(rng)
    hometown = pickHometown(rng).name
  }
  const birthDate = generateBirthDate(rng, { years: birthYearRange, schoolYearEffect: !foreign })
  return { name, birthDate, hometown, ...generateHandedness(rng, role), ...generatePhysique(rng, { foreign }) }
}
