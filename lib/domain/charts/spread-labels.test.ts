import { spreadLabels } from './spread-labels'

test('labels far apart stay where their lines end', () => {
  expect(spreadLabels([40, 120, 200], 18, 0, 300)).toEqual([40, 120, 200])
})

test('two colliding labels move apart by the gap, centred on where they wanted to be', () => {
  // wanted 100 and 104, mean of (100, 104 − 18) = 93 → 93 and 111
  expect(spreadLabels([100, 104, 200], 18, 0, 300)).toEqual([93, 111, 200])
})

test('a run that then reaches the next label merges with it, and input order is kept', () => {
  // 中 at 50, 巨 at 52, 神 at 60: one run of three centred on mean(50, 52 − 18, 60 − 36) = 36 → 36, 54, 72
  expect(spreadLabels([60, 50, 52], 18, 0, 300)).toEqual([72, 36, 54])
})

test('labels at the leader (0 games behind) are pushed inside the plot, not above it', () => {
  expect(spreadLabels([0, 0, 3], 18, 0, 300)).toEqual([0, 18, 36])
  expect(spreadLabels([300, 299], 18, 0, 300)).toEqual([300, 282])
})

test('every pair ends at least the gap apart however the lines bunch', () => {
  const wanted = [12, 14, 15, 15, 90, 91, 92, 250]
  const placed = [...spreadLabels(wanted, 18, 0, 300)].sort((a, b) => a - b)
  placed.slice(1).forEach((position, index) => expect(position - (placed[index] ?? 0)).toBeGreaterThanOrEqual(18 - 1e-9))
})
