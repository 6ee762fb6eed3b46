import { fixtureBlock } from './play-filter-fixture'
import { searchPlays } from './play-filter-search'

const older = fixtureBlock([{ result: 'HR', re24: 1.4, wpa: 0.2 }, { result: 'K', re24: -0.3, wpa: Number.NaN }], 2024)
const newer = fixtureBlock([{ result: '1B' }, { result: 'BB', bases: 7, re24: 1, wpa: 0.1 }, { result: 'GO', bases: 7 }], 2025)
const where = (hit: { block: { season: number }; index: number }) => `${hit.block.season}:${hit.index}`

test('results come newest first: the blocks in the order given (newest season first), each from its last PA', () => {
  const found = searchPlays([newer, older], {}, { side: 'batting' }, { offset: 0, limit: 10 })
  expect(found.total).toBe(5)
  expect(found.hits.map(where)).toEqual(['2025:2', '2025:1', '2025:0', '2024:1', '2024:0'])
})

test('a page is `limit` hits after `offset`, while the total and the tally still cover every match', () => {
  const found = searchPlays([newer, older], {}, { side: 'batting' }, { offset: 2, limit: 2 })
  expect(found.hits.map(where)).toEqual(['2025:0', '2024:1'])
  expect(found.total).toBe(5)
  expect(found.tally.results.reduce((sum, n) => sum + n, 0)).toBe(5)
})

test('the tally sums RE24, WPA and RBI over the kept PAs, leaving out values the read model lacks (NaN)', () => {
  const found = searchPlays([newer, older], { result: 'hit' }, { side: 'batting' }, { offset: 0, limit: 10 })
  // 2025's single (fixture RE24 .4, WPA .04) and 2024's HR (1.4, .2).
  expect(found.total).toBe(2)
  expect(found.tally.re24).toBeCloseTo(1.8, 12)
  expect(found.tally.wpa).toBeCloseTo(0.24, 12)
  const outs = searchPlays([older], { result: 'K' }, { side: 'batting' }, { offset: 0, limit: 10 })
  expect([outs.tally.re24Pas, outs.tally.wpaPas]).toEqual([1, 0])
})

test('a page past the matches is empty but still counts them', () => {
  const found = searchPlays([newer], { bases: '7' }, { side: 'batting' }, { offset: 25, limit: 25 })
  expect([found.total, found.hits.length]).toEqual([2, 0])
})
