import { PRODUCTION, productionByPosition } from './position-production'

test('batting production is wRAA, fielding production the fielding percentage, per position', () => {
  const lines = [
    { position: 'C' as const, wraa: -3.2, fpct: 0.995 },
    { position: 'SS' as const, wraa: 8, fpct: null },
  ]
  expect(productionByPosition('batting', lines)).toEqual({ C: -3.2, SS: 8 })
  expect(productionByPosition('fielding', lines)).toEqual({ C: 0.995, SS: null })
  expect(productionByPosition('batting', [])).toEqual({})
  expect([PRODUCTION.batting.label, PRODUCTION.fielding.label]).toEqual(['wRAA', '守備率'])
})
