import { MATCH_RANKS, matchRank } from './match-rank'

const keys = ['大谷翔平', 'おおたにしょうへい', 'shoheiotani', 'otanishohei']

test('the whole name ranks above its beginning, which ranks above any part of it', () => {
  expect(matchRank(keys, '大谷翔平')).toBe(MATCH_RANKS.exact)
  expect(matchRank(keys, 'otanishohei')).toBe(MATCH_RANKS.exact)
  expect(matchRank(keys, '大谷')).toBe(MATCH_RANKS.prefix)
  expect(matchRank(keys, 'otani')).toBe(MATCH_RANKS.prefix)
  expect(matchRank(keys, '翔平')).toBe(MATCH_RANKS.partial)
  expect(matchRank(keys, 'しょう')).toBe(MATCH_RANKS.partial)
})

test('a query no key holds, or an empty one, matches nothing', () => {
  expect(matchRank(keys, '山田')).toBeNull()
  expect(matchRank(keys, '')).toBeNull()
  expect(matchRank([], 'otani')).toBeNull()
})
