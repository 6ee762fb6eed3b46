import { romanizeKana } from './romanize-kana'

test('long vowels collapse the way passports and NPB rosters write them', () => {
  expect(romanizeKana('さとう')).toBe('Sato')
  expect(romanizeKana('おおの')).toBe('Ono')
  expect(romanizeKana('ゆうと')).toBe('Yuto')
  expect(romanizeKana('とおる')).toBe('Toru')
  expect(romanizeKana('おおうち')).toBe('Ouchi')
})

test('えい and いい keep both vowels', () => {
  expect(romanizeKana('せいや')).toBe('Seiya')
  expect(romanizeKana('いいだ')).toBe('Iida')
})

test('contracted sounds, small っ and ん follow Hepburn', () => {
  expect(romanizeKana('りょうた')).toBe('Ryota')
  expect(romanizeKana('じゅん')).toBe('Jun')
  expect(romanizeKana('はっとり')).toBe('Hattori')
  expect(romanizeKana('いっちょう')).toBe('Itcho')
  expect(romanizeKana('けんいち')).toBe('Kenichi')
  expect(romanizeKana('しんのすけ')).toBe('Shinnosuke')
})

test('each space-separated word is capitalised', () => {
  expect(romanizeKana('ささき つばさ')).toBe('Sasaki Tsubasa')
})

test('anything that is not plain hiragana is refused', () => {
  expect(() => romanizeKana('サトウ')).toThrow()
})
