import type { PlayRow } from './play-filter-columns'
import { fixtureBlock } from './play-filter-fixture'
import { situationTable } from './situations-table'

/** 打者A: 12 PAs with a runner on second, 6 singles; 打者B: 12 with the bases empty, 3 HR; all off 投手X in the Giants–Tigers game (Tigers batting). */
const rows: Partial<PlayRow>[] = [
  ...Array.from({ length: 12 }, (_, i): Partial<PlayRow> => ({ batter: 0, bases: 2, result: i < 6 ? '1B' : 'GO', re24: i < 6 ? 0.5 : -0.3 })),
  ...Array.from({ length: 12 }, (_, i): Partial<PlayRow> => ({ batter: 1, bases: 0, result: i < 3 ? 'HR' : 'K', re24: i < 3 ? 1 : -0.25, balls: null, strikes: null })),
]
const block = fixtureBlock(rows)
const row = (table: ReturnType<typeof situationTable>, key: string) => table.rows.find((line) => line.key === key)

test('the partition rows add up to the season’s PAs and hits; sub-rows (得点圏) overlap them', () => {
  const table = situationTable(block, 'runners', 'batting')
  expect(table.totalPa).toBe(24)
  const parts = table.rows.filter((line) => line.sums)
  expect(parts.reduce((sum, line) => sum + line.pa, 0)).toBe(24)
  expect(parts.reduce((sum, line) => sum + line.h, 0)).toBe(9)
  expect(row(table, 'scoring')).toMatchObject({ sums: false, pa: 12, h: 6, avg: 0.5 })
  expect(row(table, 'loaded')).toMatchObject({ pa: 0, avg: null, leaders: [] })
})

test('leaders: the top OPS among those at the bar (規定打席 × share, at least 10); 打者A leads 得点圏', () => {
  const table = situationTable(block, 'runners', 'batting')
  expect(table.teamGames).toBe(1)
  expect(row(table, 'scoring')?.minimum).toBe(10)
  expect(row(table, 'scoring')?.leaders).toEqual([{ player_id: '100', name: '打者A', pa: 12, ops: 1, avg: 0.5 }])
  expect(row(table, 'none')?.leaders.map((leader) => leader.name)).toEqual(['打者B'])
})

test('RE24 is summed per row and turned for the pitching side', () => {
  expect(row(situationTable(block, 'runners', 'batting'), 'on')?.re24).toBeCloseTo(6 * 0.5 - 6 * 0.3, 12)
  expect(row(situationTable(block, 'runners', 'pitching'), 'on')?.re24).toBeCloseTo(-(6 * 0.5 - 6 * 0.3), 12)
})

test('a PA the source gave no count sits in an 不明 row, so the counts still add up', () => {
  const table = situationTable(block, 'count', 'batting')
  expect(row(table, '0-0')?.pa).toBe(12)
  expect(row(table, 'unknown')).toMatchObject({ label: '不明', pa: 12 })
  expect(table.rows.filter((line) => line.sums).reduce((sum, line) => sum + line.pa, 0)).toBe(24)
})

test('a family whose fact the season never recorded has no rows; a league keeps only its clubs’ PAs', () => {
  const blind = fixtureBlock([{ li: null }])
  expect(situationTable(blind, 'leverage', 'batting')).toMatchObject({ available: false, rows: [] })
  // The Tigers bat in the top half of the Giants' home game: Central.
  expect(situationTable(block, 'site', 'batting', 'pacific').totalPa).toBe(0)
  expect(row(situationTable(block, 'site', 'batting', 'central'), 'away')?.pa).toBe(24)
  expect(row(situationTable(block, 'site', 'pitching'), 'home')?.pa).toBe(24)
})

test('the margin family reads the side’s club, capped at ±4', () => {
  const margins = fixtureBlock([{ margin: 6 }, { margin: -1 }])
  expect(row(situationTable(margins, 'margin', 'batting'), '4')?.pa).toBe(1)
  expect(row(situationTable(margins, 'margin', 'pitching'), '-4')?.pa).toBe(1)
  expect(row(situationTable(margins, 'margin', 'pitching'), '1')?.pa).toBe(1)
})
