import { countUsage } from './count-usage'

test('worked example: at 0-0 60 FF and 40 SL → 60 % and 40 %; at 3-2 30 FF and 10 SL → 75 % and 25 %; cells of one count and type add up', () => {
  const rows = countUsage(
    [
      { balls: 0, strikes: 0, type: 'FF', pitches: 35 },
      { balls: 0, strikes: 0, type: 'FF', pitches: 25 }, // another km/h of the same count and type
      { balls: 0, strikes: 0, type: 'SL', pitches: 40 },
      { balls: 3, strikes: 2, type: 'FF', pitches: 30 },
      { balls: 3, strikes: 2, type: 'SL', pitches: 10 },
    ],
    ['FF', 'SL'],
  )
  expect(rows).toHaveLength(12)
  expect(rows[0]).toEqual({ balls: 0, strikes: 0, pitches: 100, shares: [{ type: 'FF', pitches: 60, sharePct: 0.6 }, { type: 'SL', pitches: 40, sharePct: 0.4 }] })
  expect(rows[11]?.shares.map((share) => share.sharePct)).toEqual([0.75, 0.25])
})

test('a count never reached has no shares (null, shown -), not 0 %', () => {
  const rows = countUsage([{ balls: 0, strikes: 0, type: 'FF', pitches: 1 }], ['FF'])
  expect(rows[1]).toEqual({ balls: 0, strikes: 1, pitches: 0, shares: [{ type: 'FF', pitches: 0, sharePct: null }] })
})
