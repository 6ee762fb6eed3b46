import { createRng } from '@/lib/domain/simulation/rng'
import { PREFECTURES, PREFECTURE_BY_NAME, isPrefectureName, pickHometown } from './prefectures'

test('all 47 prefectures, coded 1–47 in JIS order', () => {
  expect(PREFECTURES).toHaveLength(47)
  PREFECTURES.forEach((prefecture, index) => expect(prefecture.code).toBe(index + 1))
  expect(new Set(PREFECTURES.map((prefecture) => prefecture.name)).size).toBe(47)
  expect(PREFECTURE_BY_NAME['北海道'].code).toBe(1)
  expect(PREFECTURE_BY_NAME['東京都'].code).toBe(13)
  expect(PREFECTURE_BY_NAME['大阪府'].code).toBe(27)
  expect(PREFECTURE_BY_NAME['沖縄県'].code).toBe(47)
})

test('names end in 都, 道, 府 or 県 and regions group neighbours', () => {
  for (const prefecture of PREFECTURES) expect(prefecture.name).toMatch(/[都道府県]$/)
  expect(PREFECTURE_BY_NAME['宮城県'].region).toBe('tohoku')
  expect(PREFECTURE_BY_NAME['三重県'].region).toBe('kinki')
  expect(PREFECTURE_BY_NAME['沖縄県'].region).toBe('kyushu')
  expect(isPrefectureName('京都府')).toBe(true)
  expect(isPrefectureName('京都')).toBe(false)
})

test('hometowns follow population: every prefecture appears, Tokyo most often', () => {
  const rng = createRng(8)
  const counts = new Map<string, number>()
  const draws = 30_000
  for (let index = 0; index < draws; index++) {
    const name = pickHometown(rng).name
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  expect(counts.size).toBe(47)
  expect((counts.get('東京都') ?? 0) / draws).toBeCloseTo(0.111, 1)
  expect(counts.get('東京都') ?? 0).toBeGreaterThan(10 * (counts.get('鳥取県') ?? 0))
})
