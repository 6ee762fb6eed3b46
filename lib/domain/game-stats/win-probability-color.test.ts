import { relativeLuminance } from '@/lib/domain/color/ciede2000'
import { differenceColor, winExpectancyColor, WIN_EXPECTANCY_STOPS } from './win-probability-color'

test('diverging on WE: white at .500, red-400 at 1, blue-400 at 0; halfway mixes; outside is clamped', () => {
  expect(winExpectancyColor(0.5)).toBe('#ffffff')
  expect(winExpectancyColor(1)).toBe('#f87171')
  expect(winExpectancyColor(0)).toBe('#60a5fa')
  // .75: halfway from (255, 255, 255) to (248, 113, 113) = (251.5 → 252, 184, 184)
  expect(winExpectancyColor(0.75)).toBe('#fcb8b8')
  // .25: halfway to (96, 165, 250) = (175.5 → 176, 210, 252.5 → 253)
  expect(winExpectancyColor(0.25)).toBe('#b0d2fd')
  expect(winExpectancyColor(1.4)).toBe(winExpectancyColor(1))
  expect(winExpectancyColor(Number.NaN)).toBe('#ffffff')
})

test('difference in points: full colour at ±10 by default, halfway at ±5', () => {
  expect(differenceColor(0)).toBe('#ffffff')
  expect(differenceColor(-5)).toBe('#b0d2fd')
  expect(differenceColor(5)).toBe('#fcb8b8')
  expect(differenceColor(25)).toBe('#f87171')
  expect(differenceColor(2, 4)).toBe('#fcb8b8')
})

test('WCAG: slate-900 text keeps at least 4.5:1 on every colour of the scale', () => {
  const text = relativeLuminance('#0f172a')
  for (let we = 0; we <= 1; we += 0.05) {
    const contrast = (relativeLuminance(winExpectancyColor(we)) + 0.05) / (text + 0.05)
    expect(contrast).toBeGreaterThan(4.5)
  }
  expect(WIN_EXPECTANCY_STOPS[0]).toBe(0)
  expect(WIN_EXPECTANCY_STOPS.at(-1)).toBe(1)
})
