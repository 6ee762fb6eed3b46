import { clutch, pli, rew } from './value-clutch'

test('pLI, FanGraphs: the mean LI of his PAs, 750 over 600 PAs = 1.25; none without a PA', () => {
  expect(pli({ liSum: 750, liCount: 600 })).toBeCloseTo(1.25, 12)
  expect(pli({ liSum: 0, liCount: 0 })).toBeNull()
})

test('Clutch, FanGraphs: WPA / pLI − WPA/LI = 2 / 1.25 − 1.4 = +0.2', () => {
  expect(clutch({ wpa: 2, pli: 1.25, wpaLi: 1.4 })).toBeCloseTo(0.2, 12)
})

test('Clutch is 0 for a player whose WPA is his WPA/LI scaled by his pLI, and null without a pLI', () => {
  expect(clutch({ wpa: 1.5, pli: 1.5, wpaLi: 1 })).toBeCloseTo(0, 12)
  expect(clutch({ wpa: 1, pli: null, wpaLi: 1 })).toBeNull()
  expect(clutch({ wpa: 1, pli: 0, wpaLi: 1 })).toBeNull()
})

test('REW, FanGraphs: RE24 ÷ runs per win, 16.8 runs at 8.4 R/W = 2 wins; none without R/W', () => {
  expect(rew(16.8, 8.4)).toBeCloseTo(2, 12)
  expect(rew(-4.2, 8.4)).toBeCloseTo(-0.5, 12)
  expect(rew(10, null)).toBeNull()
})
