import { tiedAfterRegulation } from './win-probability-ties'

test('P(level after 9) = P(tie from the first pitch) ÷ P(tie from the 10th, level): .0288 ÷ .25 = .1152', () => {
  expect(tiedAfterRegulation({ tieAtFirstPitch: 0.0288, tieAtExtraStart: 0.25 })).toBeCloseTo(0.1152, 12)
})

test('the identity it rests on: a toy game level after 9 with p = .1 and tied from the 10th with q = .3 ties with p·q', () => {
  const p = 0.1
  const q = 0.3
  expect(tiedAfterRegulation({ tieAtFirstPitch: p * q, tieAtExtraStart: q })).toBeCloseTo(p, 12)
})

test('no chance of a tie from the 10th: no answer rather than Infinity', () => {
  expect(tiedAfterRegulation({ tieAtFirstPitch: 0, tieAtExtraStart: 0 })).toBeNull()
})
