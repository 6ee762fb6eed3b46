import type { PaResult } from '@/lib/domain/events'
import { EXAMPLE_SEASON } from './example-season'
import { endingsOf, outcomeRates, tallyOutcomes } from './outcomes'

test('the endings are the last pitches of the PAs: three PAs for seven pitches', () => {
  expect(endingsOf(EXAMPLE_SEASON).map((ending) => ending.result)).toEqual(['K', 'HR', '1B'])
})

test('AVG = H/AB and SLG = TB/AB: K, HR, 1B is 2 for 3 with 5 total bases (.667, 1.667)', () => {
  const tally = tallyOutcomes(endingsOf(EXAMPLE_SEASON))
  expect(tally).toMatchObject({ pa: 3, ab: 3, h: 2, tb: 5, hr: 1, so: 1, bb: 0, hbp: 0 })
  expect(tally.runValue).toBeCloseTo(-1.6)
  expect(outcomeRates(tally).avg).toBeCloseTo(2 / 3)
  expect(outcomeRates(tally).slg).toBeCloseTo(5 / 3)
})

test('walks (with IBB), HBP and sacrifices are no at-bats; 振り逃げ (KWP) is a strikeout; no at-bat gives null, not .000', () => {
  const end = (result: PaResult) => ({ result, battedBall: null, direction: null, runValue: 0 })
  const tally = tallyOutcomes((['BB', 'IBB', 'HBP', 'SF', 'SH'] as const).map(end))
  expect(tally).toMatchObject({ pa: 5, ab: 0, bb: 2, hbp: 1 })
  expect(outcomeRates(tally)).toEqual({ avg: null, slg: null })
  expect(tallyOutcomes([end('KWP')])).toMatchObject({ ab: 1, so: 1 })
})
