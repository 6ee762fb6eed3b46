import { PLACE_STEMS } from './place-names'
import { PREFECTURES } from './prefectures'

test('every prefecture has several place stems written in kanji', () => {
  for (const prefecture of PREFECTURES) {
    const stems = PLACE_STEMS[prefecture.name]
    expect(stems.length).toBeGreaterThanOrEqual(4)
    expect(new Set(stems).size).toBe(stems.length)
    for (const stem of stems) expect(stem).toMatch(/^[\u4e00-\u9fff々ヶ]+$/)
  }
})

test('stems are cities, not the bare prefecture name', () => {
  for (const prefecture of PREFECTURES) expect(PLACE_STEMS[prefecture.name]).not.toContain(prefecture.name.replace(/[都道府県]$/, ''))
})
