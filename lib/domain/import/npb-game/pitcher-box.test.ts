import { clubBox, pitcherBox } from './pitcher-box'

const line = (id: string, wildPitches: number, balks: number) => ({
  decision: '', player: { id }, pitchesThrown: 15, battersFaced: 4, inningsPitched: 1, hits: 0, homeRuns: 0, baseOnBalls: 0, hitByPitch: 0, strikeOuts: 0,
  wildPitches, balks, runs: 0, earnedRuns: 0,
})

test('box lines give each pitcher his own wild pitches, balks and pitch count', () => {
  expect(pitcherBox([line('A', 2, 0), line('B', 0, 1)], ['A', 'B'])).toEqual([
    { pitcherId: 'A', wildPitches: 2, balks: 0, pitches: 15 }, { pitcherId: 'B', wildPitches: 0, balks: 1, pitches: 15 },
  ])
})

test('with only a club total, each pitcher\'s count is unknown rather than guessed', () => {
  expect(pitcherBox([], ['A', 'B'])).toEqual([
    { pitcherId: 'A', wildPitches: null, balks: null, pitches: null }, { pitcherId: 'B', wildPitches: null, balks: null, pitches: null },
  ])
})

test('the club count is the box total, else the sum of the lines, else unknown', () => {
  expect(clubBox([], { wildPitches: 3, balks: 1 })).toEqual({ wildPitches: 3, balks: 1 })
  expect(clubBox([line('A', 2, 0), line('B', 1, 1)], null)).toEqual({ wildPitches: 3, balks: 1 })
  expect(clubBox([], null)).toBeNull()
})
