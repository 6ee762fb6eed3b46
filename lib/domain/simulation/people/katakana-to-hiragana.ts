const KATAKANA_FIRST = 0x30a1 // ァ
const KATAKANA_LAST = 0x30f6 // ヶ
const KATAKANA_TO_HIRAGANA = 0x60

/**
 * Readings are stored in hiragana even for katakana display names, so one search or sort
 * covers every player. The long-vowel mark ー has no hiragana form and is kept.
 */
export function katakanaToHiragana(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    return code >= KATAKANA_FIRST && code <= KATAKANA_LAST ? String.fromCharCode(code - KATAKANA_TO_HIRAGANA) : char
  }).join('')
}
