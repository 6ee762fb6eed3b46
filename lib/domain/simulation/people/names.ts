import type { Rng } from '@/lib/domain/simulation/rng'
import { KOREAN_GIVEN_NAMES, KOREAN_SURNAMES, TAIWANESE_GIVEN_NAMES, TAIWANESE_SURNAMES, type HanNamePart } from './east-asian-names'
import { LATIN_SURNAMES, US_SURNAMES, type KatakanaSurname } from './foreign-surnames'
import { pickForeignOrigin, type ForeignOrigin } from './foreign-origins'
import { GIVEN_NAMES } from './given-names'
import { katakanaToHiragana } from './katakana-to-hiragana'
import type { PersonName } from './person-name'
import { SURNAMES } from './surnames'

/**
 * A Japanese man's name: family name first in kanji and kana, given name first in romaji,
 * as NPB's own pages write them.
 *
 * @example generateName(rng) // { kanji: '佐藤 翔太', kana: 'さとう しょうた', romaji: 'Shota Sato' }
 */
export function generateName(rng: Rng): PersonName {
  const family = rng.weighted(SURNAMES, (entry) => entry.weight)
  const given = rng.weighted(GIVEN_NAMES, (entry) => entry.weight)
  return {
    kanji: `${family.kanji} ${given.kanji}`,
    kana: `${family.kana} ${given.kana}`,
    romaji: `${given.romaji} ${family.romaji}`,
  }
}

function katakanaName(surname: KatakanaSurname): PersonName {
  return { kanji: surname.katakana, kana: katakanaToHiragana(surname.katakana), romaji: surname.romaji }
}

function hanName(family: HanNamePart, given: HanNamePart): PersonName {
  return {
    kanji: `${family.kanji} ${given.kanji}`,
    kana: `${family.kana} ${given.kana}`,
    romaji: `${given.romaji} ${family.romaji}`,
  }
}

/**
 * A foreign player's registered name. Players from the Americas go by a katakana surname
 * (マルティネス); Korean and Taiwanese players by their full Han-character name, as NPB lists them.
 * Pass the origin when the birthplace has already been chosen so the two agree.
 */
export function generateForeignName(rng: Rng, origin: ForeignOrigin = pickForeignOrigin(rng)): PersonName {
  switch (origin) {
    case 'latin':
      return katakanaName(rng.pick(LATIN_SURNAMES))
    case 'us':
      return katakanaName(rng.pick(US_SURNAMES))
    case 'korea':
      return hanName(rng.pick(KOREAN_SURNAMES), rng.pick(KOREAN_GIVEN_NAMES))
    case 'taiwan':
      return hanName(rng.pick(TAIWANESE_SURNAMES), rng.pick(TAIWANESE_GIVEN_NAMES))
  }
}
