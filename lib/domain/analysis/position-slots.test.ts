import { BATTING_SLOTS, LEADING_SLOTS, FIELDING_SLOTS, isSlotOf, POSITION_SLOT_LABELS, POSITION_SLOT_MARKS, POSITION_SLOTS } from './position-slots'

test('batting lists the nine lineup spots, then the pitcher and the pinch hitter; fielding the nine in the field, pitcher first', () => {
  expect(BATTING_SLOTS.map((slot) => POSITION_SLOT_MARKS[slot]).join('')).toBe('捕一二三遊左中右指投代')
  expect(FIELDING_SLOTS.map((slot) => POSITION_SLOT_MARKS[slot]).join('')).toBe('投捕一二三遊左中右')
  expect([...BATTING_SLOTS, ...FIELDING_SLOTS].every((slot) => (POSITION_SLOTS as readonly string[]).includes(slot))).toBe(true)
  expect(POSITION_SLOT_LABELS.SS).toBe('遊撃手')
})

test('a scatter plot opens on a position every club fills every game: no pitcher, DH or pinch hitter in batting', () => {
  expect(LEADING_SLOTS.batting.some((slot) => slot === 'DH' || slot === 'PH' || slot === 'P')).toBe(false)
  expect(LEADING_SLOTS.fielding).toEqual(FIELDING_SLOTS)
})

test('a stored position belongs to a mode only if the mode lists it (npb.jp’s blank positions belong to none)', () => {
  expect(isSlotOf('batting', 'DH')).toBe(true)
  expect(isSlotOf('fielding', 'DH')).toBe(false)
  expect(isSlotOf('batting', '')).toBe(false)
  expect(isSlotOf('fielding', '-')).toBe(false)
})
