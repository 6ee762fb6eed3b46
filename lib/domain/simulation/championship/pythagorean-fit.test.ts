import { pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'
import { fitPythagoreanExponent, pythagoreanRmse } from './pythagorean-fit'

test('RMSE worked example: 600–500 at x = 2 predicts .5902 and a 84-59 club (.5874) misses by .0028, 0.39 wins', () => {
  // 600² / (600² + 500²) = 360000 / 610000 = .590164; 84 / 143 = .587413; error −.002751 × 143 = −0.3934 wins.
  const error = pythagoreanRmse([{ runsScored: 600, runsAllowed: 500, wins: 84, losses: 59 }], 2)
  expect(error?.rmse).toBeCloseTo(0.002751, 6)
  expect(error?.rmseWins).toBeCloseTo(0.3934, 4)
})

test('least-squares fit worked example: club-seasons whose 勝率 is exactly the x = 1.72 curve give back 1.72 (the published NPB fit)', () => {
  const records = [
    [650, 500],
    [560, 520],
    [480, 610],
    [530, 530],
    [700, 450],
  ].map(([runsScored = 0, runsAllowed = 0]) => {
    // 1,000,000 decisions make the 勝率 exact to 1e-6, below the grid's resolution.
    const wins = Math.round((pythagoreanWinPct({ runsScored, runsAllowed, exponent: 1.72 }) ?? 0.5) * 1_000_000)
    return { runsScored, runsAllowed, wins, losses: 1_000_000 - wins }
  })
  const fit = fitPythagoreanExponent(records)
  expect(fit?.exponent).toBe(1.72)
  expect(fit?.rmse).toBeLessThan(1e-6)
  expect(fit?.seasons).toBe(5)
})

test('club-seasons without decisions or runs are left out; none at all gives null', () => {
  expect(fitPythagoreanExponent([{ runsScored: 0, runsAllowed: 0, wins: 0, losses: 0 }])).toBeNull()
  expect(pythagoreanRmse([], 1.83)).toBeNull()
})
