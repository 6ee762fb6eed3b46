import { addFielding, fieldingFigures } from './position-fielding'

test('glossary examples: 守備率 (250 + 400) / 660 = .985 and RF 650 × 27 / 3,600 outs = 4.875', () => {
  const figures = fieldingFigures({ g: 143, outs: 3600, po: 250, a: 400, e: 10 })
  expect(figures.tc).toBe(660)
  expect(figures.fpct).toBeCloseTo(650 / 660, 12)
  expect(figures.rf).toBeCloseTo(4.875, 12)
})

test('no chance means no fielding percentage, no out no range factor (never 0 or NaN)', () => {
  expect(fieldingFigures({ g: 1, outs: 0, po: 0, a: 0, e: 0 })).toMatchObject({ tc: 0, fpct: null, rf: null })
})

test('players’ lines add up to the club’s, and the rates come from the sums', () => {
  const total = addFielding([
    { g: 100, outs: 2400, po: 150, a: 300, e: 8 },
    { g: 43, outs: 1200, po: 100, a: 100, e: 2 },
  ])
  expect(total).toEqual({ g: 143, outs: 3600, po: 250, a: 400, e: 10 })
  expect(addFielding([])).toEqual({ g: 0, outs: 0, po: 0, a: 0, e: 0 })
})
