import { fractionalRanks, spearman } from './spearman'

test('fractional ranks: ties share the mean of the ranks they span', () => {
  expect(fractionalRanks([10, 30, 20, 20])).toEqual([1, 4, 2.5, 2.5])
  expect(fractionalRanks([5, 5, 5])).toEqual([2, 2, 2])
  expect(fractionalRanks([])).toEqual([])
})

test("Spearman's ρ, Wikipedia's worked example (IQ vs hours of TV a week): −29/165 = −0.1758", () => {
  const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110]
  const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17]
  // Σd² = 194 with no ties: 1 − 6 × 194 / (10 × 99) = −29/165
  expect(spearman(iq, tv)).toBeCloseTo(-29 / 165, 12)
})

test("Spearman's ρ is 1 for the same order, −1 for the reverse, whatever the scale", () => {
  expect(spearman([1, 2, 3, 4], [10, 200, 3000, 40000])).toBeCloseTo(1, 12)
  expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12)
})

test("Spearman's ρ with ties: the Pearson correlation of fractional ranks", () => {
  // ranks x = [1, 2.5, 2.5, 4], y = [1, 2, 3, 4]: covariance 4.5 / sqrt(4.5 × 5) = 0.948683
  expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(4.5 * 5), 12)
})

test("Spearman's ρ is null without two pairs, with unequal lists, or with a constant list", () => {
  expect(spearman([1], [1])).toBeNull()
  expect(spearman([1, 2], [1, 2, 3])).toBeNull()
  expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull()
})
