import { leadersBy, type Fraction } from './team-leaders'

const count = (value: number): Fraction => ({ numerator: value, denominator: 1 })

test('the most home runs; tied leaders are all kept, in the order given', () => {
  const rows = [{ id: 'a', hr: 20 }, { id: 'b', hr: 25 }, { id: 'c', hr: 25 }, { id: 'd', hr: 7 }]
  expect(leadersBy(rows, (row) => count(row.hr), 'high').map((row) => row.id)).toEqual(['b', 'c'])
})

test('打率 ties exactly: 150/500 and 120/400 are both .300 and both lead 149/500 (.298)', () => {
  const rows = [{ id: 'a', h: 149, ab: 500 }, { id: 'b', h: 150, ab: 500 }, { id: 'c', h: 120, ab: 400 }]
  expect(leadersBy(rows, (row) => ({ numerator: row.h, denominator: row.ab }), 'high').map((row) => row.id)).toEqual(['b', 'c'])
})

test('防御率 leads low: ER × 27 / outs, 40 ER in 540 outs (2.00) beats 45 in 540 (2.25)', () => {
  const rows = [{ id: 'a', er: 45, outs: 540 }, { id: 'b', er: 40, outs: 540 }]
  expect(leadersBy(rows, (row) => ({ numerator: row.er * 27, denominator: row.outs }), 'low').map((row) => row.id)).toEqual(['b'])
})

test('rows without a value (not qualified, no count, no denominator) lead nothing', () => {
  const rows = [{ id: 'a', value: null }, { id: 'b', value: { numerator: 3, denominator: 0 } }]
  expect(leadersBy(rows, (row) => row.value, 'high')).toEqual([])
  expect(leadersBy([], () => count(1), 'high')).toEqual([])
})
