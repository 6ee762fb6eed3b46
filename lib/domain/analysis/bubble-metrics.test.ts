import { explorerKeys, isPitchKey } from '@/lib/domain/stats/explorer-columns'
import { BUBBLE_SCOPES, bubbleDefaultOrder, bubbleDefaults, bubbleMetricKeys, guideSource, isBubbleMetric, sizeMetricKeys, STANDING_KEYS } from './bubble-metrics'

const SIDES = ['batting', 'pitching'] as const

test('players choose from the stat explorer’s line columns; pitch-level columns (another table) are not offered', () => {
  for (const side of SIDES) {
    expect(bubbleMetricKeys('players', side)).toEqual(explorerKeys(side).filter((key) => !isPitchKey(side, key)))
    expect(isBubbleMetric('players', side, 'whiff_pct')).toBe(false)
  }
  expect(isBubbleMetric('players', 'batting', 'wrc_plus')).toBe(true)
  expect(isBubbleMetric('players', 'batting', 'era')).toBe(false)
})

test('clubs choose their standing first, then the summed lines without what a club cannot sum (games, starts) or the standings already give (runs, wins)', () => {
  expect(bubbleMetricKeys('teams', 'batting').slice(0, STANDING_KEYS.length)).toEqual([...STANDING_KEYS])
  expect(bubbleMetricKeys('teams', 'batting')).toEqual(expect.arrayContaining(['ops', 'wrc_plus', 'hr']))
  expect(bubbleMetricKeys('teams', 'batting')).not.toEqual(expect.arrayContaining(['g']))
  expect(bubbleMetricKeys('teams', 'pitching')).toEqual(expect.arrayContaining(['fip', 'era', 'outs', 'sv']))
  for (const key of ['g', 'gs', 'w', 'l', 'cg', 'sho', 'r']) expect(isBubbleMetric('teams', 'pitching', key)).toBe(false)
})

test('every default is offered, and every default size is a size', () => {
  for (const scope of BUBBLE_SCOPES) {
    for (const side of SIDES) {
      const { x, y, size } = bubbleDefaults(scope, side)
      expect([x, y].every((key) => isBubbleMetric(scope, side, key))).toBe(true)
      expect(sizeMetricKeys(scope, side)).toContain(size)
    }
  }
  expect(bubbleDefaults('players', 'batting')).toEqual({ x: 'ops', y: 'wrc_plus', size: 'pa' })
  expect(bubbleDefaults('teams', 'batting')).toEqual({ x: 'runs_scored', y: 'runs_allowed', size: 'win' })
})

test('sizes are counts that cannot be negative: never a rate, wRAA or the run difference', () => {
  expect(sizeMetricKeys('players', 'batting')).toEqual(expect.arrayContaining(['pa', 'hr', 'sb']))
  for (const key of ['ops', 'wraa', 'wrc', 'k_pct']) expect(sizeMetricKeys('players', 'batting')).not.toContain(key)
  expect(sizeMetricKeys('teams', 'batting')).toEqual(expect.arrayContaining(['win', 'runs_scored']))
  expect(sizeMetricKeys('teams', 'batting')).not.toContain('run_diff')
})

test('a rate’s guide is the league’s own, a count’s and a club record’s the mean of the bubbles', () => {
  expect(['ops', 'wrc_plus', 'k_pct', 'gb_pct'].map((key) => guideSource('batting', key))).toEqual(['league', 'league', 'league', 'league'])
  expect(['hr', 'pa', 'wraa', 'wrc'].map((key) => guideSource('batting', key))).toEqual(['mean', 'mean', 'mean', 'mean'])
  expect(['era', 'fip', 'outs', 'winning_percentage', 'runs_scored'].map((key) => guideSource('pitching', key))).toEqual(['league', 'league', 'mean', 'mean', 'mean'])
})

test('the table’s first order: ERA, FIP and BB% of pitchers, losses and runs allowed lowest first; the rest highest first', () => {
  expect(['era', 'fip', 'bb_pct', 'so'].map((key) => bubbleDefaultOrder('pitching', key))).toEqual(['asc', 'asc', 'asc', 'desc'])
  expect(['lose', 'runs_allowed', 'win', 'ops', 'bb_pct'].map((key) => bubbleDefaultOrder('batting', key))).toEqual(['asc', 'asc', 'desc', 'desc', 'desc'])
})
