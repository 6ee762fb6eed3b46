import { boxRemainders, inferGapResult } from './gap-inference'
import type { BoxBatter } from './roster'

const facts = { outs: 0, runs: 0, basesBefore: 2, basesAfter: 3, spareError: false }
const left = (line: Partial<Record<'ab' | 'hits' | 'hr' | 'bb' | 'hbp' | 'so' | 'sac', number>>) => ({ ab: 0, hits: 0, hr: 0, bb: 0, hbp: 0, so: 0, sac: 0, ...line })

test("a box line less the file's PAs is what the lost PAs did (sacrifice flies are in no column)", () => {
  const box = [{ id: 'y1', ab: 4, hits: 2, hr: 0, bb: 1, hbp: 0, so: 1, sac: 0 } as BoxBatter]
  const remainders = boxRemainders(box, [{ batterId: 'y1', result: '1B' }, { batterId: 'y1', result: 'GO' }, { batterId: 'y1', result: 'SF' }])
  expect(remainders.get('y1')).toEqual(left({ ab: 2, hits: 1, bb: 1, so: 1 }))
})

test('a batter who reached takes the walk, hit by pitch or hit his box has left, a hit as long as his base', () => {
  expect(inferGapResult(facts, left({ bb: 1, ab: 1 }))).toEqual({ result: 'BB', basis: 'box: walk' })
  expect(inferGapResult(facts, left({ hbp: 1 }))).toMatchObject({ result: 'HBP' })
  expect(inferGapResult({ ...facts, basesAfter: 1, runs: 1 }, left({ ab: 1, hits: 1 }))).toMatchObject({ result: '1B' })
  expect(inferGapResult({ ...facts, basesAfter: 2, runs: 1 }, left({ ab: 1, hits: 1 }))).toMatchObject({ result: '2B' })
  // Everyone on base and the batter scored: 2 runs from a man on second.
  expect(inferGapResult({ ...facts, basesAfter: 0, runs: 2 }, left({ ab: 1, hits: 1, hr: 1 }))).toMatchObject({ result: 'HR' })
  expect(inferGapResult(facts, left({ ab: 1 }))).toMatchObject({ result: 'FC' })
  expect(inferGapResult({ ...facts, spareError: true }, left({ ab: 1 }))).toMatchObject({ result: 'ROE' })
})

test('a batter put out takes the strikeout or sacrifice his box has left; otherwise an untyped out, said so', () => {
  const out = { ...facts, outs: 1, basesAfter: 2 }
  expect(inferGapResult(out, left({ ab: 1, so: 1 }))).toEqual({ result: 'K', basis: 'box: strikeout' })
  expect(inferGapResult(out, left({ sac: 1 }))).toMatchObject({ result: 'SH' })
  expect(inferGapResult({ ...out, runs: 1 }, left({}))).toMatchObject({ result: 'SF' })
  expect(inferGapResult(out, left({ ab: 1 }))).toEqual({ result: 'GO', basis: 'box: out in play, kind not recorded' })
})
