import { valuePa } from './value-pa.fixture'
import { pitcherKey, reliefMark, reliefTallies } from './value-relief'

test('SD/MD, FanGraphs: a relief appearance of +0.06 WPA or more is a shutdown, −0.06 or less a meltdown', () => {
  expect([reliefMark(0.06), reliefMark(0.2), reliefMark(0.0599), reliefMark(-0.0599), reliefMark(-0.06)]).toEqual(['shutdown', 'shutdown', null, null, 'meltdown'])
  // Summed PA by PA, a 0.06 appearance can land at 0.05999999999999999: still a shutdown.
  expect(reliefMark(0.01 + 0.06 - 0.01)).toBe('shutdown')
})

test('the first pitcher a club sends out is its starter; each other pitcher’s PAs of a game are one relief appearance', () => {
  const pas = [
    // g1: home club g fields in the top half. p1 starts, r1 relieves with +0.04 and +0.03 (home-side WPA of outs).
    valuePa({ seq: 1, pitcherId: 'p1', wpa: 0.05 }),
    valuePa({ seq: 2, pitcherId: 'r1', wpa: 0.04 }),
    valuePa({ seq: 3, pitcherId: 'r1', wpa: 0.03 }),
    // The visitors t field in the bottom: q1 starts; r2 gives up −0.1 to his side (home side +0.1).
    valuePa({ seq: 4, half: 'bottom', pitcherId: 'q1', wpa: 0.01 }),
    valuePa({ seq: 5, half: 'bottom', pitcherId: 'r2', wpa: 0.1 }),
    // g2: r1 now starts, so it is not a relief game; r2 relieves with +0.01.
    valuePa({ gameId: 'g2', seq: 1, pitcherId: 'r1', wpa: 0.3 }),
    valuePa({ gameId: 'g2', seq: 2, half: 'bottom', pitcherId: 'q1', wpa: 0 }),
    valuePa({ gameId: 'g2', seq: 3, half: 'bottom', pitcherId: 'r2', wpa: -0.01 }),
  ]
  const tallies = reliefTallies(pas)
  expect(tallies.get(pitcherKey('r1', 'g'))).toEqual({ reliefGames: 1, shutdowns: 1, meltdowns: 0 })
  expect(tallies.get(pitcherKey('r2', 't'))).toEqual({ reliefGames: 2, shutdowns: 0, meltdowns: 1 })
  expect(tallies.has(pitcherKey('p1', 'g'))).toBe(false)
  expect(tallies.has(pitcherKey('q1', 't'))).toBe(false)
})
