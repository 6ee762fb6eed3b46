import { pickLineup, pickStaff, type ArmRow, type HitterRow, type StartRow } from './club-lineup'

const FIELD = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const

/** One regular per position (order = the slot he usually bats in), a utility man and bench bats. */
const starts: StartRow[] = [
  ...FIELD.map((position, index) => ({ playerId: `r${index}`, position, starts: 130 - index, order: [8, 5, 2, 6, 1, 7, 3, 4][index] ?? 9 })),
  { playerId: 'u1', position: 'SS', starts: 40, order: 9 },
  { playerId: 'u1', position: 'DH', starts: 30, order: 6 },
  { playerId: 'd1', position: 'DH', starts: 60, order: 4.5 },
]
const hitters: HitterRow[] = [
  ...FIELD.map((position, index) => ({ playerId: `r${index}`, pa: 500 - index, position })),
  { playerId: 'u1', pa: 300, position: 'SS' },
  { playerId: 'd1', pa: 280, position: '1B' },
  { playerId: 'b1', pa: 120, position: 'LF' },
  { playerId: 'c2', pa: 60, position: 'C' },
]

test('each position goes to its most frequent starter; the order follows their mean batting slot; the pitcher’s slot is left to the caller', () => {
  const pick = pickLineup(starts, hitters, false)
  expect(pick?.slots.map((slot) => slot.position)).toEqual(['SS', '2B', 'CF', 'RF', '1B', '3B', 'LF', 'C'])
  expect(pick?.slots.map((slot) => slot.playerId)).toEqual(['r4', 'r2', 'r6', 'r7', 'r1', 'r3', 'r5', 'r0'])
  // The backup catcher sits first on the bench, then the rest by PA.
  expect(pick?.bench).toEqual(['c2', 'u1', 'd1', 'b1'])
})

test('with a DH the most frequent DH joins, in his usual slot', () => {
  const pick = pickLineup(starts, hitters, true)
  expect(pick?.slots).toHaveLength(9)
  expect(pick?.slots.find((slot) => slot.position === 'DH')?.playerId).toBe('d1')
  expect(pick?.slots.findIndex((slot) => slot.playerId === 'd1')).toBe(4)
})

test('a source without starts fills the positions by PA, roster position first, and bats them by PA', () => {
  const pick = pickLineup([], hitters, true)
  expect(pick?.slots.map((slot) => slot.playerId)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'u1'])
  expect(pick?.slots.find((slot) => slot.playerId === 'r0')?.position).toBe('C')
  expect(pickLineup([], hitters.slice(0, 5), false)).toBeNull()
  expect(pickLineup(starts, hitters, true)?.positionsKnown).toBe(true)
  expect(pickLineup([], hitters, true)?.positionsKnown).toBe(false)
})

test('npb.jp’s roster groups place infielders in the infield and outfielders in the outfield', () => {
  const grouped: HitterRow[] = [
    { playerId: 'of1', pa: 600, position: 'OF' },
    { playerId: 'if1', pa: 590, position: 'IF' },
    { playerId: 'c1', pa: 500, position: 'C' },
    { playerId: 'if2', pa: 480, position: 'IF' },
    { playerId: 'of2', pa: 470, position: 'OF' },
    { playerId: 'if3', pa: 460, position: 'IF' },
    { playerId: 'of3', pa: 450, position: 'OF' },
    { playerId: 'if4', pa: 440, position: 'IF' },
  ]
  const pick = pickLineup([], grouped, false)
  const at = (id: string) => pick?.slots.find((slot) => slot.playerId === id)?.position
  expect(['if1', 'if2', 'if3', 'if4'].map(at).sort()).toEqual(['1B', '2B', '3B', 'SS'])
  expect(['of1', 'of2', 'of3'].map(at).sort()).toEqual(['CF', 'LF', 'RF'])
  expect(at('c1')).toBe('C')
})

const arms: ArmRow[] = [
  { playerId: 's1', g: 25, gs: 25, sv: 0, hld: 0 },
  { playerId: 's2', g: 26, gs: 24, sv: 0, hld: 0 },
  { playerId: 's3', g: 20, gs: 20, sv: 0, hld: 0 },
  { playerId: 'cl', g: 55, gs: 0, sv: 33, hld: 7 },
  { playerId: 'su', g: 57, gs: 0, sv: 3, hld: 37 },
  { playerId: 'mr', g: 87, gs: 0, sv: 1, hld: 18 },
  { playerId: 'lr', g: 30, gs: 0, sv: 0, hld: 2 },
]

test('the starter is the most frequent one unless a rotation man is asked for; the bullpen is closer, then set-up men', () => {
  expect(pickStaff(arms, null)).toEqual({ rotation: ['s1', 's2', 's3'], starter: 's1', relievers: ['cl', 'su', 'mr', 'lr'] })
  expect(pickStaff(arms, 's3')?.starter).toBe('s3')
  // A reliever or an unknown id is not a starter: the rotation's first starts.
  expect(pickStaff(arms, 'cl')?.starter).toBe('s1')
  expect(pickStaff(arms, 'nobody')?.starter).toBe('s1')
})

test('a thin bullpen borrows rotation men; a club without pitchers has no staff', () => {
  expect(pickStaff(arms.slice(0, 4), null)?.relievers).toEqual(['cl', 's2', 's3'])
  expect(pickStaff([], null)).toBeNull()
})
