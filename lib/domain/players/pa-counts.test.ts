import { PA_RESULTS } from '@/lib/domain/events'
import { EMPTY_BATTING_COUNTS, paCounts } from './pa-counts'

test('counts a worked example line by the season lines’ classification', () => {
  // 9 PA: IBB, HBP, SH, SF and INT are not at-bats, so AB = 9 − 5 = 4 (1B, 2B, HR, KWP).
  const counts = paCounts(['1B', '2B', 'HR', 'KWP', 'IBB', 'HBP', 'SH', 'SF', 'INT'])
  expect(counts).toEqual({ pa: 9, ab: 4, h: 3, doubles: 1, triples: 0, hr: 1, bb: 1, ibb: 1, hbp: 1, so: 1, sf: 1, sh: 1 })
})

test('no PAs give an all-zero line', () => {
  expect(paCounts([])).toEqual(EMPTY_BATTING_COUNTS)
})

test('every result is one PA and at most one of hit, walk, HBP, strikeout, sacrifice', () => {
  for (const result of PA_RESULTS) {
    const c = paCounts([result])
    expect(c.pa).toBe(1)
    expect(c.h + c.bb + c.hbp + c.so + c.sf + c.sh).toBeLessThanOrEqual(1)
  }
})
