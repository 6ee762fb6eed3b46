import { valuePa } from './value-pa.fixture'
import { batterKey, pinchHitTallies } from './value-pinch-hit'

test('phLI, FanGraphs: the LI of the PA a pinch hitter came in for, averaged over his entries', () => {
  const pas = [
    valuePa({ seq: 50, batterId: 'x', li: 0.8 }),
    valuePa({ seq: 51, batterId: 'ph', li: 2.4 }),
    valuePa({ seq: 60, batterId: 'ph', li: 0.5 }),
    valuePa({ gameId: 'g2', seq: 70, batterId: 'ph', half: 'bottom', li: 1.6 }),
  ]
  const tallies = pinchHitTallies(pas, [
    { gameId: 'g1', playerId: 'ph', enteredSeq: 50 },
    // Entered the home club's lineup in g2 at its PA 70.
    { gameId: 'g2', playerId: 'ph', enteredSeq: 70 },
    // The inning ended before his turn: no PA, left out.
    { gameId: 'g3', playerId: 'ph', enteredSeq: 12 },
  ])
  expect(tallies.get(batterKey('ph', 't'))).toEqual({ liSum: 2.4, count: 1 })
  expect(tallies.get(batterKey('ph', 'g'))).toEqual({ liSum: 1.6, count: 1 })
  expect(tallies.size).toBe(2)
})
