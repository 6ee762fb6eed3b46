import { PA_RESULTS, type PaResult } from '@/lib/domain/events'
import type { BattingCounts } from '@/lib/domain/stats/batting'
import { EMPTY_BATTING_COUNTS } from './pa-counts'
import { batterSideOf, type SplitPa } from './split-axes'
import { playerSplits, type SplitTable } from './splits'

const pa = (over: Partial<SplitPa> & { result: PaResult }): SplitPa => ({
  batterSide: 'R', pitcherHand: 'R', home: true, month: 4, basesBefore: 0, outsBefore: 0,
  count: { balls: 0, strikes: 0 }, inning: 1, battingOrder: 1, opponent: 'g', venue: '東京ドーム', li: 1, ...over,
})

const rowsOf = (table: SplitTable, axis: string) => table.axes.find((a) => a.axis === axis)?.rows
const row = (table: SplitTable, axis: string, key: string) => rowsOf(table, axis)?.find((r) => r.key === key)

function sumCounts(lines: readonly BattingCounts[]): BattingCounts {
  const total = { ...EMPTY_BATTING_COUNTS }
  for (const line of lines) for (const key of Object.keys(total) as Array<keyof BattingCounts>) total[key] += line[key]
  return total
}

// A batter's week, hand-classified: 5 PA, 4 AB (the walk is not one), 2 H (1B, HR), 1 SO.
const week: SplitPa[] = [
  pa({ result: '1B', pitcherHand: 'R', basesBefore: 0, count: { balls: 1, strikes: 0 }, li: 0.5 }),
  pa({ result: 'HR', pitcherHand: 'L', basesBefore: 7, outsBefore: 2, count: { balls: 3, strikes: 2 }, inning: 10, li: 3.2, home: false, opponent: 't', venue: '阪神甲子園球場' }),
  pa({ result: 'K', pitcherHand: 'R', basesBefore: 2, outsBefore: 1, count: { balls: 1, strikes: 2 }, inning: 7, li: 1.5, month: 5 }),
  pa({ result: 'BB', pitcherHand: 'L', basesBefore: 1, count: { balls: 3, strikes: 1 }, inning: 4, li: 0.85, battingOrder: 3 }),
  pa({ result: 'GO', pitcherHand: 'R', basesBefore: 0, count: { balls: 2, strikes: 2 }, li: 0.84, opponent: 't' }),
]

test('splits a worked week by pitcher hand: 対右投手 1 for 3, 対左投手 1 for 1 with a walk', () => {
  const table = playerSplits(week, 'batting')
  expect(row(table, 'hand', 'R')).toMatchObject({ label: '対右投手', sums: true, counts: { pa: 3, ab: 3, h: 1, so: 1 } })
  expect(row(table, 'hand', 'R')?.rates.avg).toBeCloseTo(1 / 3, 12)
  // 対左投手: HR + BB → AVG 1/1, OBP 2/2, SLG 4/1.
  expect(row(table, 'hand', 'L')?.rates).toMatchObject({ avg: 1, obp: 1, slg: 4, ops: 5 })
  expect(table.total.counts).toMatchObject({ pa: 5, ab: 4, h: 2, hr: 1, bb: 1, so: 1 })
})

test('runners: 走者なし and 走者あり partition; 得点圏 and 満塁 are sub-rows of 走者あり that do not sum', () => {
  const rows = rowsOf(playerSplits(week, 'batting'), 'runners') ?? []
  expect(rows.map((r) => [r.key, r.sums, r.parent, r.counts.pa])).toEqual([
    ['none', true, null, 2],
    ['on', true, null, 3],
    ['scoring', false, 'on', 2], // bases 2 (K) and 7 (HR)
    ['loaded', false, 'on', 1], // the grand slam
  ])
  expect(rows.find((r) => r.key === 'loaded')?.counts.hr).toBe(1)
})

test('count: ahead (1-0, 3-1, 3-2), even (2-2), behind (1-2); 2ストライク cuts across, フルカウント sits in 打者有利', () => {
  const rows = rowsOf(playerSplits(week, 'batting'), 'count') ?? []
  expect(rows.map((r) => [r.label, r.sums, r.counts.pa])).toEqual([
    ['打者有利', true, 3],
    ['フルカウント', false, 1],
    ['平行カウント', true, 1],
    ['投手有利', true, 1],
    ['2ストライク', false, 3],
  ])
})

test('inning puts the 10th in 延長; leverage splits at FanGraphs’ 1.5 and 0.85 (inclusive below)', () => {
  const table = playerSplits(week, 'batting')
  expect(rowsOf(table, 'inning')?.map((r) => [r.label, r.counts.pa])).toEqual([['1〜3回', 2], ['4〜6回', 1], ['7〜9回', 1], ['延長', 1]])
  // LI 3.2 and 1.5 high; 0.85 medium; 0.5 and 0.84 low.
  expect(rowsOf(table, 'leverage')?.map((r) => r.counts.pa)).toEqual([2, 1, 2])
})

test('opponents in the clubs’ order labelled VS…, venues by PAs, months by number', () => {
  const table = playerSplits(week, 'batting')
  expect(rowsOf(table, 'opponent')?.map((r) => [r.label, r.counts.pa])).toEqual([['VS巨人', 3], ['VS阪神', 2]])
  expect(rowsOf(table, 'venue')?.map((r) => [r.label, r.counts.pa])).toEqual([['東京ドーム', 4], ['阪神甲子園球場', 1]])
  expect(rowsOf(table, 'month')?.map((r) => r.label)).toEqual(['4月', '5月'])
  expect(rowsOf(table, 'homeAway')?.map((r) => r.counts.pa)).toEqual([4, 1])
})

test('a pitcher’s hand axis is by the batter’s side; a switch hitter bats opposite the pitcher', () => {
  expect(batterSideOf('S', 'R')).toBe('L')
  expect(batterSideOf('S', 'L')).toBe('R')
  expect(batterSideOf('S', null)).toBeNull()
  expect(batterSideOf('L', 'L')).toBe('L')
  const table = playerSplits([pa({ result: 'K', batterSide: 'L' }), pa({ result: '1B', batterSide: 'R' })], 'pitching')
  expect(rowsOf(table, 'hand')?.map((r) => [r.label, r.counts.so, r.counts.h])).toEqual([['対右打者', 0, 1], ['対左打者', 1, 0]])
})

test('a season without counts or LI has no count or leverage axis (null), never zeros', () => {
  const table = playerSplits(week.map((p) => ({ ...p, count: null, li: null })), 'batting')
  expect(rowsOf(table, 'count')).toBeNull()
  expect(rowsOf(table, 'leverage')).toBeNull()
  expect(rowsOf(table, 'hand')).not.toBeNull()
})

test('a fact missing from some PAs goes to a summing 不明 row', () => {
  const table = playerSplits([pa({ result: '1B', count: null, battingOrder: null }), pa({ result: 'K' })], 'batting')
  expect(row(table, 'count', 'unknown')).toMatchObject({ label: '不明', sums: true, counts: { pa: 1, h: 1 } })
  expect(row(table, 'battingOrder', 'unknown')?.counts.pa).toBe(1)
})

test('no PAs: zero lines with null rates, fixed rows kept, value rows empty', () => {
  const table = playerSplits([], 'batting')
  expect(table.total.counts).toEqual(EMPTY_BATTING_COUNTS)
  expect(table.total.rates.avg).toBeNull()
  expect(rowsOf(table, 'outs')?.map((r) => r.counts.pa)).toEqual([0, 0, 0])
  expect(rowsOf(table, 'opponent')).toEqual([])
})

test('invariant: on 2,000 synthetic PAs every axis’s summing rows add up to the season line', () => {
  let seed = 7
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const pick = <T,>(values: readonly T[]): T => values[next(values.length)] as T
  const pas = Array.from({ length: 2000 }, () =>
    pa({
      result: pick(PA_RESULTS), batterSide: pick(['R', 'L', null] as const), pitcherHand: pick(['R', 'L'] as const),
      home: next(2) === 0, month: 3 + next(8), basesBefore: next(8), outsBefore: next(3),
      count: next(10) === 0 ? null : { balls: next(4), strikes: next(3) }, inning: 1 + next(12),
      battingOrder: next(20) === 0 ? null : 1 + next(9), opponent: pick(['g', 't', 'h', 'e']),
      venue: pick(['東京ドーム', '甲子園', null]), li: next(15) === 0 ? null : next(400) / 100,
    }),
  )
  for (const side of ['batting', 'pitching'] as const) {
    const table = playerSplits(pas, side)
    expect(table.axes).toHaveLength(11)
    for (const axis of table.axes) {
      const summing = (axis.rows ?? []).filter((r) => r.sums).map((r) => r.counts)
      expect([axis.axis, sumCounts(summing)]).toEqual([axis.axis, table.total.counts])
    }
  }
})
