import { IKKYU_ZONE_PX, normalisePitchLocation } from './pitch-location'

test('the zone edges the calls give land on ±1, with x as the catcher sees it and z up', () => {
  const centreLeft = (IKKYU_ZONE_PX.left + IKKYU_ZONE_PX.right) / 2
  const centreTop = (IKKYU_ZONE_PX.top + IKKYU_ZONE_PX.bottom) / 2
  // Small left_px is the first-base side from the pitcher's view: the catcher's right, so x = +1.
  expect(normalisePitchLocation({ left_px: IKKYU_ZONE_PX.left, top_px: centreTop }).x).toBeCloseTo(1, 12)
  expect(normalisePitchLocation({ left_px: IKKYU_ZONE_PX.right, top_px: centreTop }).x).toBeCloseTo(-1, 12)
  expect(normalisePitchLocation({ left_px: centreLeft, top_px: IKKYU_ZONE_PX.top }).z).toBeCloseTo(1, 12)
  expect(normalisePitchLocation({ left_px: centreLeft, top_px: IKKYU_ZONE_PX.bottom }).z).toBeCloseTo(-1, 12)
})

test('the middle of the zone is zone 13; a pitch up and in to a right-handed batter is zone 1', () => {
  // (41.94 - 7.2) / 2 = 17.37 px per unit across, (52.74 - 9.9) / 2 = 21.42 px per unit up.
  const middle = normalisePitchLocation({ left_px: 24.57, top_px: 31.32 })
  expect(middle.x).toBeCloseTo(0, 12)
  expect(middle.z).toBeCloseTo(0, 12)
  expect(middle.zone).toBe(13)
  // left 46.08 → x = (24.57 - 46.08) / 17.37 = -1.24; top 5.76 → z = (31.32 - 5.76) / 21.42 = 1.19.
  const upAndIn = normalisePitchLocation({ left_px: 46.08, top_px: 5.76 })
  expect(upAndIn.x).toBeCloseTo(-1.238, 3)
  expect(upAndIn.z).toBeCloseTo(1.193, 3)
  expect(upAndIn.zone).toBe(1)
  // Low and away from him, just inside the outer third: bottom row of the zone, right column.
  expect(normalisePitchLocation({ left_px: 10, top_px: 50 }).zone).toBe(19)
})

test('a missing coordinate leaves that axis and the zone unknown', () => {
  expect(normalisePitchLocation({ left_px: null, top_px: 60.48 })).toEqual({ x: null, z: expect.closeTo(-1.361, 3), zone: null })
})
