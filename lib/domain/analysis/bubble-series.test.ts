import { bubbleGuides, bubblePoints, sortBubblePoints, type BubbleLine, type BubblePoint } from './bubble-series'

const line = (id: string, name: string, values: Record<string, unknown>): BubbleLine => ({ id, name, team: 'g', values })
const AXES = { x: 'ops', y: 'hr', size: 'pa' }

test('each line with an x and a y is a bubble [id, name, club, x, y, size]; one without is counted as missing', () => {
  const lines = [line('1', '甲', { ops: 0.8, hr: 30, pa: 600 }), line('2', '乙', { ops: null, hr: 3, pa: 50 }), line('3', '丙', { ops: 0.7, hr: 10, pa: null })]
  expect(bubblePoints(lines, AXES)).toEqual({ points: [['1', '甲', 'g', 0.8, 30, 600], ['3', '丙', 'g', 0.7, 10, 0]], missing: 1 })
})

test('guides: a rate’s is the league line’s, a count’s the mean of the bubbles (two batters: OPS .800 and .700, 30 and 10 HR, league OPS .720)', () => {
  const { points } = bubblePoints([line('1', '甲', { ops: 0.8, hr: 30, pa: 600 }), line('2', '乙', { ops: 0.7, hr: 10, pa: 500 })], AXES)
  // League OPS comes from the league's sums (.720), not the mean of the two (.750); HR: (30 + 10) / 2 = 20.
  expect(bubbleGuides('batting', AXES, points, { ops: 0.72 })).toEqual({ x: 0.72, y: 20 })
  expect(bubbleGuides('batting', AXES, points, null)).toEqual({ x: null, y: 20 })
  expect(bubbleGuides('batting', AXES, [], { ops: 0.72 })).toEqual({ x: null, y: null })
})

test('the table’s rows sort by a column in either order, equal values by name then id', () => {
  const points: BubblePoint[] = [['2', 'い', 'g', 0.7, 10, 500], ['1', 'あ', 't', 0.8, 10, 600], ['3', 'う', 'c', 0.9, 5, 450]]
  expect(sortBubblePoints(points, 'x', 'desc').map((point) => point[0])).toEqual(['3', '1', '2'])
  expect(sortBubblePoints(points, 'y', 'desc').map((point) => point[0])).toEqual(['1', '2', '3'])
  expect(sortBubblePoints(points, 'size', 'asc').map((point) => point[0])).toEqual(['3', '2', '1'])
})
