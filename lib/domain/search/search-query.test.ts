import { cleanQuery, isSearchable, MAX_QUERY_LENGTH } from './search-query'

test('a query is trimmed, its spaces collapsed, and cut to 50 characters', () => {
  expect(cleanQuery('  大谷 \u3000 翔平  ')).toBe('大谷 翔平')
  expect(cleanQuery('あ'.repeat(80))).toBe('あ'.repeat(MAX_QUERY_LENGTH))
  expect(cleanQuery('')).toBe('')
})

test('the cut counts characters, not UTF-16 units: 𠮷 is never split', () => {
  const cut = cleanQuery('𠮷'.repeat(60))
  expect(Array.from(cut)).toHaveLength(MAX_QUERY_LENGTH)
  expect(cut).toBe('𠮷'.repeat(MAX_QUERY_LENGTH))
})

test('one kanji or kana is enough; Latin letters need two', () => {
  expect(isSearchable('大')).toBe(true)
  expect(isSearchable('お')).toBe(true)
  expect(isSearchable('オ')).toBe(true)
  expect(isSearchable('o')).toBe(false)
  expect(isSearchable('Ｏ')).toBe(false)
  expect(isSearchable('oh')).toBe(true)
  expect(isSearchable('o h')).toBe(true)
})

test('nothing left after folding is not a query', () => {
  expect(isSearchable('')).toBe(false)
  expect(isSearchable('  ')).toBe(false)
  expect(isSearchable('・・')).toBe(false)
})
