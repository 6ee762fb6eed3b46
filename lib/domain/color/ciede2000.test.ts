import { ciede2000, hexToLab, relativeLuminance } from './ciede2000'

// Pairs 1, 7, 17 and 25 of Sharma, Wu & Dalal's published CIEDE2000 test data.
test.each([
  [{ l: 50, a: 2.6772, b: -79.7751 }, { l: 50, a: 0, b: -82.7485 }, 2.0425],
  [{ l: 50, a: 0, b: 0 }, { l: 50, a: -1, b: 2 }, 2.3669],
  [{ l: 50, a: 2.5, b: 0 }, { l: 73, a: 25, b: -18 }, 27.1492],
  [{ l: 60.2574, a: -34.0099, b: 36.2677 }, { l: 60.4626, a: -34.1751, b: 39.4387 }, 1.2644],
])('ΔE00 of %o and %o is %d', (one, two, expected) => {
  expect(ciede2000(one, two)).toBeCloseTo(expected, 4)
  expect(ciede2000(two, one)).toBeCloseTo(expected, 4)
})

test('sRGB to Lab: white, black and pure red (L 53.24, a 80.09, b 67.20)', () => {
  expect(hexToLab('#FFFFFF').l).toBeCloseTo(100, 2)
  expect(hexToLab('#000000').l).toBeCloseTo(0, 2)
  const red = hexToLab('#FF0000')
  expect([red.l, red.a, red.b].map((x) => Math.round(x * 10) / 10)).toEqual([53.2, 80.1, 67.2])
})

test('relative luminance: white 1, black 0, mid grey #777777 0.184', () => {
  expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5)
  expect(relativeLuminance('#000000')).toBe(0)
  expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 3)
})
