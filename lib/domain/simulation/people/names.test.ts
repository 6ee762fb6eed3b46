import { createRng } from '@/lib/domain/simulation/rng'
import { generateForeignName, generateName } from './names'

test('one seed gives the same names', () => {
  const draw = (seed: number) => {
    const rng = createRng(seed)
    return Array.from({ length: 20 }, () => [generateName(rng), generateForeignName(rng)])
  }
  expect(draw(42)).toEqual(draw(42))
  expect(draw(42)).not.toEqual(draw(43))
})

test('Japanese names: family first in kanji and kana, given first in romaji', () => {
  const rng = createRng(1)
  for (let index = 0; index < 3000; index++) {
    const name = generateName(rng)
    expect(name.kanji).toMatch(/^\S+ \S+$/)
    expect(name.kana).toMatch(/^[ぁ-ゖ]+ [ぁ-ゖ]+$/)
    expect(name.romaji).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
  }
})

test('surnames follow their real frequency', () => {
  const rng = createRng(2)
  const counts = new Map<string, number>()
  for (let index = 0; index < 20_000; index++) {
    const family = generateName(rng).kanji.split(' ')[0] ?? ''
    counts.set(family, (counts.get(family) ?? 0) + 1)
  }
  const sato = counts.get('佐藤') ?? 0
  expect(sato).toBeGreaterThan(400)
  expect(sato).toBeGreaterThan(3 * (counts.get('堀') ?? 0))
  expect(sato).toBeGreaterThan(10 * (counts.get('島袋') ?? 0))
})

test('foreign names: katakana surnames from the Americas, Han names from Korea and Taiwan', () => {
  const rng = createRng(5)
  expect(generateForeignName(rng, 'latin').kanji).toMatch(/^[ァ-ヺー]+$/)
  expect(generateForeignName(rng, 'us').kana).toMatch(/^[ぁ-ゖー]+$/)
  const korean = generateForeignName(rng, 'korea')
  expect(korean.kanji).toMatch(/^[\u4e00-\u9fff]+ [\u4e00-\u9fff]+$/)
  expect(korean.kana).toMatch(/^[ぁ-ゖ]+ [ぁ-ゖ]+$/)
  for (let index = 0; index < 2000; index++) {
    const name = generateForeignName(rng)
    expect(name.kana).toMatch(/^[ぁ-ゖー]+( [ぁ-ゖー]+)?$/)
    expect(name.romaji).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/)
  }
})
