/**
 * Old and variant forms of characters common in players' names, folded to the form people type:
 * npb.jp registers 髙橋 and 宮﨑, a visitor's keyboard gives 高橋 and 宮崎.
 */
const VARIANT_KANJI: Readonly<Record<string, string>> = {
  髙: '高', 﨑: '崎', 嵜: '崎', 𠮷: '吉', 濵: '浜', 濱: '浜', 邊: '辺', 邉: '辺', 澤: '沢', 齋: '斎', 齊: '斉',
  德: '徳', 廣: '広', 櫻: '桜', 眞: '真', 國: '国', 惠: '恵', 龍: '竜', 瀨: '瀬', 萬: '万', 榮: '栄',
}

/** Macrons and circumflexes of Hepburn long vowels (Ōtani, Ôtani) are the plain vowel. */
const LATIN_LONG_VOWELS: Readonly<Record<string, string>> = { ā: 'a', ī: 'i', ū: 'u', ē: 'e', ō: 'o', â: 'a', î: 'i', û: 'u', ê: 'e', ô: 'o' }

/** Katakana ァ (U+30A1) … ヶ (U+30F6) sit exactly 0x60 above their hiragana. */
const KATAKANA = /[\u30a1-\u30f6]/g
const KATAKANA_TO_HIRAGANA = 0x60

/** Spaces and the marks names are written with or without: 大谷 翔平, Ｔ．オースティン, ボー・タカハシ, O'Neil. */
const SEPARATORS = /[\s.・･\-‐'’=,]/g

/** Control characters (NUL among them) are in no name, and SQLite's LIKE would end its pattern at a NUL. */
const CONTROLS = /\p{Cc}/gu

/**
 * The comparable form of a name or a query: what a visitor may type differently from how the
 * data spells it becomes the same string. NFKC (full-width ＡＢＣ and half-width ｶﾅ to their
 * usual width), lower case, katakana as hiragana, variant kanji folded, separators removed, and
 * romaji long vowels written once (Ohtani, Ootani, Ōtani → otani; Itoh → ito; Yuudai → yudai).
 * Both sides go through the same function, so a folding that merges two spellings never hides a
 * match, it only widens one.
 *
 * @example searchKey('大谷 翔平') === searchKey('大谷翔平') // '大谷翔平'
 * @example searchKey('オオタニ') === searchKey('おおたに') // 'おおたに'
 * @example searchKey('Shohei OHTANI') // 'shoheiotani'
 */
export function searchKey(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - KATAKANA_TO_HIRAGANA))
    .replace(/./gu, (char) => VARIANT_KANJI[char] ?? LATIN_LONG_VOWELS[char] ?? char)
    .replace(SEPARATORS, '')
    .replace(CONTROLS, '')
  return foldRomajiLongVowels(folded)
}

/**
 * Hepburn's long-vowel spellings, on Latin letters only: 'oh' before a consonant or at the end
 * (Ohno, Itoh; not Kohei, where the h starts the next syllable), 'ou', 'oo' and 'uu'.
 */
function foldRomajiLongVowels(text: string): string {
  return text.replace(/oh(?![aeiouy])/g, 'o').replace(/o[ou]+/g, 'o').replace(/uu+/g, 'u')
}

/** 'Koji Chikamoto' → 'Chikamoto Koji': romaji is stored given name first, visitors type either order. */
export function familyNameFirst(romaji: string): string {
  return romaji.trim().split(/\s+/).reverse().join(' ')
}
