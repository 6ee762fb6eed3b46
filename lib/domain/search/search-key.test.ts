import { familyNameFirst, searchKey } from './search-key'

test("kanji with or without the space between family and given name: '大谷翔平' equals '大谷 翔平'", () => {
  expect(searchKey('大谷翔平')).toBe('大谷翔平')
  expect(searchKey('大谷 翔平')).toBe('大谷翔平')
  // npb.jp pads with an ideographic space; NFKC makes it a plain one, which is dropped.
  expect(searchKey('大谷\u3000翔平')).toBe('大谷翔平')
})

test("kana folds to hiragana: 'おおたに' and 'オオタニ' (and half-width 'ｵｵﾀﾆ') are one key", () => {
  expect(searchKey('オオタニ')).toBe('おおたに')
  expect(searchKey('おおたに')).toBe('おおたに')
  expect(searchKey('ｵｵﾀﾆ')).toBe('おおたに')
  // Voiced half-width kana compose under NFKC: ｶﾞ is ガ, then が.
  expect(searchKey('ｶﾞﾙﾍﾞｽ')).toBe('がるべす')
  // The long-vowel mark is part of a foreign name's spelling and stays.
  expect(searchKey('ヒューズ')).toBe('ひゅーず')
  expect(searchKey('ヴィエイラ')).toBe('ゔぃえいら')
})

test("romaji is case-insensitive and width-insensitive: 'ohtani', 'OHTANI' and 'ＯＨＴＡＮＩ' are one key", () => {
  expect(searchKey('ohtani')).toBe(searchKey('OHTANI'))
  expect(searchKey('ＯＨＴＡＮＩ')).toBe(searchKey('Ohtani'))
})

test('romaji long vowels are written once: Ohtani, Ootani, Outani, Ōtani and Otani are one key', () => {
  for (const spelling of ['Ohtani', 'Ootani', 'Outani', 'Ōtani', 'Ôtani', 'Otani']) expect(searchKey(spelling)).toBe('otani')
  // npb.jp's own spellings (2024–2025 rosters): Itoh, Satoh, Yuudai, Kouki.
  expect(searchKey('Masashi Itoh')).toBe('masashiito')
  expect(searchKey('Toshiya Satoh')).toBe(searchKey('Toshiya Sato'))
  expect(searchKey('Yuudai')).toBe('yudai')
  expect(searchKey('Kouki')).toBe(searchKey('Kohki'))
  // An h that starts the next syllable stays: Ko-hei, Yo-hander.
  expect(searchKey('Kohei')).toBe('kohei')
  expect(searchKey('Yohander')).toBe('yohander')
})

test('the marks names are written with or without are dropped: Ｔ．オースティン, ボー・タカハシ, J.B.', () => {
  expect(searchKey('Ｔ．オースティン')).toBe('tおーすてぃん')
  expect(searchKey('ボー・タカハシ')).toBe(searchKey('ボータカハシ'))
  expect(searchKey('J.B. Wendelken')).toBe('jbwendelken')
  expect(searchKey("O'Neil")).toBe('oneil')
})

test('variant kanji of registered names fold to the form people type: 髙橋 is 高橋, 宮﨑 is 宮崎', () => {
  expect(searchKey('髙橋 宏斗')).toBe('高橋宏斗')
  expect(searchKey('宮﨑 敏郎')).toBe('宮崎敏郎')
  expect(searchKey('常廣 羽也斗')).toBe('常広羽也斗')
})

test('LIKE wildcards are ordinary characters in a key (the loader escapes them)', () => {
  expect(searchKey('%_\\')).toBe('%_\\')
})

test("familyNameFirst turns the stored romaji order round: 'Koji Chikamoto' → 'Chikamoto Koji'", () => {
  expect(familyNameFirst('Koji Chikamoto')).toBe('Chikamoto Koji')
  expect(familyNameFirst('Hughes')).toBe('Hughes')
})

test('control characters fold away: a NUL would end a LIKE pattern early and match everyone', () => {
  expect(searchKey('村\u0000上\u0007')).toBe('村上')
  expect(searchKey('\u0000')).toBe('')
})
