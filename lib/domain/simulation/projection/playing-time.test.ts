import { isStarter, marcelOuts, marcelPlateAppearances } from './playing-time'

test('Marcel batter playing time: 0.5·PA(y−1) + 0.1·PA(y−2) + 200', () => {
  expect(marcelPlateAppearances(600, 550)).toBe(555)
  expect(marcelPlateAppearances(0, 0)).toBe(200)
})

test('Marcel pitcher playing time: 0.5·IP + 0.1·IP + 60 (starter) or 25 (reliever), in outs', () => {
  // 180 IP and 150 IP: 90 + 15 + 60 = 165 IP = 495 outs
  expect(marcelOuts(540, 450, true)).toBe(495)
  // 60 IP and 0: 30 + 0 + 25 = 55 IP = 165 outs
  expect(marcelOuts(180, 0, false)).toBe(165)
})

test('a starter starts at least half his games', () => {
  expect(isStarter(24, 24)).toBe(true)
  expect(isStarter(30, 15)).toBe(true)
  expect(isStarter(50, 3)).toBe(false)
  expect(isStarter(0, 0)).toBe(false)
})
