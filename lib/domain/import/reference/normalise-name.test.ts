import { normaliseName } from './normalise-name'

test('full-width and ASCII spaces between family and given name become one ASCII space', () => {
  expect(normaliseName('秋山　翔吾')).toBe('秋山 翔吾')
  expect(normaliseName('會澤 翼')).toBe('會澤 翼')
  expect(normaliseName(' Aoyagi   Koyo ')).toBe('Aoyagi Koyo')
})

test('full-width letters fold to ASCII and npb.jp’s handedness marks are dropped', () => {
  expect(normaliseName('ＤｅＮＡ')).toBe('DeNA')
  expect(normaliseName('*岩崎 優')).toBe('岩崎 優')
  expect(normaliseName('+Sakakura Masato')).toBe('Sakakura Masato')
})
