import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { countExpectancyFrom } from './get-count-expectancy'
import { runExpectancyMatrixFrom } from './get-run-expectancy-matrix'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('imported 2024 NPB: our matrix lands in the published range (満塁無死 2.1–2.4, 走者なし二死 .05–.10; sabermetrics.md)', () => {
  const cells = readRealDatabase((db) => runExpectancyMatrixFrom(db, 2024, 'npb'))?.cells ?? []
  const cell = (outs: number, bases: number) => cells[outs * 8 + bases]
  expect(cell(0, 7)?.runs).toBeGreaterThanOrEqual(2.1)
  expect(cell(0, 7)?.runs).toBeLessThanOrEqual(2.4)
  expect(cell(2, 0)?.runs).toBeGreaterThanOrEqual(0.05)
  expect(cell(2, 0)?.runs).toBeLessThanOrEqual(0.1)
  // P(≥1 run) never exceeds RE (a scoring inning scores at least one), and a runner on third with nobody out scores more often than not.
  expect(cells.filter((c) => (c.scoring_probability ?? 0) > (c.runs ?? 0))).toEqual([])
  expect(cell(0, 4)?.scoring_probability).toBeGreaterThan(0.5)
})

realTest('a real season from npb.jp box scores has no pitch rows, so no by-count table', () => {
  const view = readRealDatabase((db) => countExpectancyFrom(db, 2024, 'npb', { outs: 0, bases: 0 }, { inning: 7, half: 'top', lead: 0 }))
  expect(view?.available).toBe(false)
})
