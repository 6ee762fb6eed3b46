import { EVENT_CLASS } from '@/lib/domain/sabermetrics/event-classes'
import { PA_RESULTS } from '@/lib/domain/events'
import { headToHeadLine } from './head-to-head-line'
import { classifyPa, countOutcomes, ratesOf, sumOutcomes } from './outcomes'

test('each PA result falls in one class; 申告敬遠, 打撃妨害 and 犠打 stay out of the contest', () => {
  expect(classifyPa('KWP', null)).toBe('K')
  expect(classifyPa('IBB', null)).toBeNull()
  expect(classifyPa('SH', 'bunt')).toBeNull()
  expect(classifyPa('INT', null)).toBeNull()
  expect(classifyPa('GO', 'ground')).toBe('GO')
  expect(classifyPa('DP', 'line')).toBe('LO')
  expect(classifyPa('PO', 'popup')).toBe('FO')
  expect(classifyPa('PO', 'bunt')).toBe('FO')
  expect(classifyPa('FC', 'bunt')).toBe('GO')
  expect(classifyPa('SF', 'fly')).toBe('FO')
  expect(classifyPa('ROE', 'line')).toBe('LO')
  // Without a recorded flight (some imported games), by what the result says.
  expect(classifyPa('LO', null)).toBe('LO')
  expect(classifyPa('FO', null)).toBe('FO')
  expect(classifyPa('ROE', null)).toBe('GO')
  // Every result the linear weights count as an out is an out here too.
  for (const result of PA_RESULTS.filter((result) => EVENT_CLASS[result] === 'out')) expect(['GO', 'LO', 'FO']).toContain(classifyPa(result, null))
})

test('countOutcomes sums rows by class and ratesOf divides by the modelled PAs', () => {
  const counts = countOutcomes([
    { result: 'K', battedBall: null, count: 3 },
    { result: 'KWP', battedBall: null, count: 1 },
    { result: 'IBB', battedBall: null, count: 5 },
    { result: 'GO', battedBall: 'ground', count: 4 },
  ])
  expect(counts).toMatchObject({ K: 4, GO: 4, BB: 0 })
  expect(sumOutcomes(counts)).toBe(8)
  expect(ratesOf(counts).K).toBe(0.5)
})

test('head-to-head line by the site rules: 申告敬遠 is a walk and not an at-bat; 犠飛 in the OBP denominator', () => {
  const line = headToHeadLine(['1B', 'HR', 'K', 'KWP', 'IBB', 'BB', 'SF', 'GO', 'HBP', 'SH'])
  expect(line).toMatchObject({ pa: 10, ab: 5, h: 2, hr: 1, bb: 2, hbp: 1, so: 2 })
  expect(line.avg).toBeCloseTo(2 / 5, 12)
  expect(line.obp).toBeCloseTo(5 / 9, 12)
  expect(line.slg).toBeCloseTo(5 / 5, 12)
  expect(headToHeadLine([]).avg).toBeNull()
})
