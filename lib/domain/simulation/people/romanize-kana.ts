const MONOGRAPHS: Readonly<Record<string, string>> = {
  あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o',
  か: 'ka', き: 'ki', く: 'ku', け: 'ke', こ: 'ko', が: 'ga', ぎ: 'gi', ぐ: 'gu', げ: 'ge', ご: 'go',
  さ: 'sa', し: 'shi', す: 'su', せ: 'se', そ: 'so', ざ: 'za', じ: 'ji', ず: 'zu', ぜ: 'ze', ぞ: 'zo',
  た: 'ta', ち: 'chi', つ: 'tsu', て: 'te', と: 'to', だ: 'da', ぢ: 'ji', づ: 'zu', で: 'de', ど: 'do',
  な: 'na', に: 'ni', ぬ: 'nu', ね: 'ne', の: 'no',
  は: 'ha', ひ: 'hi', ふ: 'fu', へ: 'he', ほ: 'ho', ば: 'ba', び: 'bi', ぶ: 'bu', べ: 'be', ぼ: 'bo',
  ぱ: 'pa', ぴ: 'pi', ぷ: 'pu', ぺ: 'pe', ぽ: 'po',
  ま: 'ma', み: 'mi', む: 'mu', め: 'me', も: 'mo', や: 'ya', ゆ: 'yu', よ: 'yo',
  ら: 'ra', り: 'ri', る: 'ru', れ: 're', ろ: 'ro', わ: 'wa', を: 'o', ん: 'n',
}

/** Stems of the い-row kana that combine with a small ゃ/ゅ/ょ. */
const YOON_STEMS: Readonly<Record<string, string>> = {
  き: 'ky', ぎ: 'gy', し: 'sh', じ: 'j', ち: 'ch', に: 'ny', ひ: 'hy', び: 'by', ぴ: 'py', み: 'my', り: 'ry',
}
const SMALL_Y: Readonly<Record<string, string>> = { ゃ: 'a', ゅ: 'u', ょ: 'o' }

function syllables(word: string): string[] {
  const chars = Array.from(word)
  const result: string[] = []
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] ?? ''
    const stem = YOON_STEMS[char]
    const vowel = SMALL_Y[chars[index + 1] ?? '']
    if (stem !== undefined && vowel !== undefined) {
      result.push(stem + vowel)
      index++
    } else if (char === 'っ') {
      result.push('っ')
    } else {
      const romaji = MONOGRAPHS[char]
      if (romaji === undefined) throw new Error(`no romaji for ${char} in ${word}`)
      result.push(romaji)
    }
  }
  return result
}

function romanizeWord(word: string): string {
  let output = ''
  let lastVowel = ''
  let lengthened = false
  let geminate = false
  for (const syllable of syllables(word)) {
    if (syllable === 'っ') {
      geminate = true
      continue
    }
    // Hepburn without macrons drops the second vowel of おう, おお and うう (Sato, Ono, Yuto),
    // but only once: おおうち stays Ouchi.
    const longVowel = !lengthened && ((syllable === 'u' && (lastVowel === 'o' || lastVowel === 'u')) || (syllable === 'o' && lastVowel === 'o'))
    if (longVowel) {
      lengthened = true
      continue
    }
    const doubled = geminate ? (syllable.startsWith('ch') ? 't' : syllable.charAt(0)) : ''
    output += doubled + syllable
    geminate = false
    lengthened = false
    lastVowel = syllable === 'n' ? '' : syllable.charAt(syllable.length - 1)
  }
  return output.charAt(0).toUpperCase() + output.slice(1)
}

/**
 * Hepburn romaji of a hiragana reading, word by word, without macrons and with ん always 'n'.
 * Used to check the name tables; morpheme boundaries it cannot see (井上 Inoue) are the
 * tables' business.
 *
 * @example romanizeKana('しょうた') // 'Shota'
 */
export function romanizeKana(kana: string): string {
  return kana.split(' ').map(romanizeWord).join(' ')
}
