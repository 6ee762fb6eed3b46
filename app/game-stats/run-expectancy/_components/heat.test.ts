import { divergingCell, heatCell, rangeOf } from './heat'
import { stateLabel } from './state-labels'

test('sequential tints run in 8 steps from none at the minimum to 40% red at the maximum, clamped', () => {
  expect(heatCell(1, 0, 2)).toEqual({ className: 'bg-red-600/20' })
  expect(heatCell(0.25, 0, 2)).toEqual({ className: 'bg-red-600/5' })
  expect(heatCell(0, 0, 2)).toEqual({})
  expect(heatCell(5, 0, 2)).toEqual({ className: 'bg-red-600/40' })
  expect(heatCell(null, 0, 2)).toEqual({})
  expect(heatCell(1, 1, 1)).toEqual({})
})

test('diverging tints are red above zero and blue below, none at zero', () => {
  expect(divergingCell(-0.5, 1)).toEqual({ className: 'bg-blue-600/20' })
  expect(divergingCell(2, 1)).toEqual({ className: 'bg-red-600/40' })
  expect(divergingCell(0, 1)).toEqual({})
  expect(divergingCell(0.1, 0)).toEqual({})
})

test('the range skips missing values, and states read as a broadcast says them', () => {
  expect(rangeOf([0.3, null, 2.1, undefined, 0.07])).toEqual([0.07, 2.1])
  expect(rangeOf([null])).toEqual([0, 0])
  expect([stateLabel(0, 7), stateLabel(2, 0), stateLabel(1, 5)]).toEqual(['無死満塁', '二死走者なし', '一死一・三塁'])
})
