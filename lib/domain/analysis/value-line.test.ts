import { addPa, emptyValueLine } from './value-line'
import { valuePa } from './value-pa.fixture'

test('a visitors’ batter’s single: home WPA −0.05 at LI 2 is +0.05 to him, WPA/LI +0.025; RE24 +0.4; a 1B; one game', () => {
  const line = emptyValueLine('batting', 'b1', 't')
  addPa(line, valuePa({ result: '1B', wpa: -0.05, li: 2 }), { re24: 0.4, boLi: 1.2 }, null)
  expect(line).toMatchObject({ pa: 1, games: 1, wpaPlus: 0.05, wpaMinus: 0, liSum: 2, liCount: 1, boLiSum: 1.2, boLiCount: 1 })
  expect(line.wpa).toBeCloseTo(0.05, 12)
  expect(line.wpaLi).toBeCloseTo(0.025, 12)
  expect(line.re24).toBeCloseTo(0.4, 12)
  expect(line.events['1B']).toBe(1)
})

test('his pitcher gets the same with the sign turned; events count against him; a PA of the same game adds no game', () => {
  const line = emptyValueLine('pitching', 'p1', 'g')
  addPa(line, valuePa({ result: '1B', wpa: -0.05, li: 2 }), { re24: 0.4, boLi: 1.2 }, null)
  addPa(line, valuePa({ seq: 2, result: 'K', wpa: 0.03, li: 0 }), { re24: -0.3, boLi: null }, 'g1')
  expect(line).toMatchObject({ pa: 2, games: 1, liCount: 2, boLiCount: 1 })
  expect([line.wpa, line.wpaPlus, line.wpaMinus, line.re24]).toEqual([-0.05 + 0.03, 0.03, -0.05, -0.4 + 0.3].map((x) => expect.closeTo(x, 12)))
  // A PA at LI 0 (nothing at stake) adds nothing to WPA/LI rather than dividing by zero.
  expect(line.wpaLi).toBeCloseTo(-0.025, 12)
  expect([line.events['1B'], line.events.K]).toEqual([1, 1])
})

test('a PA without derived WPA or LI still counts as a PA, its events and run values', () => {
  const line = emptyValueLine('batting', 'b1', 't')
  addPa(line, valuePa({ wpa: null, li: null }), { re24: -0.25, boLi: 0.9 }, null)
  expect(line).toMatchObject({ pa: 1, wpa: 0, liCount: 0, wpaLi: 0, re24: -0.25 })
  expect(line.events.out).toBe(1)
})
