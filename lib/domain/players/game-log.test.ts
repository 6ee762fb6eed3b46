import {
  battingLogRates,
  monthOf,
  monthSubtotals,
  opponentLabel,
  pitchingLogRates,
  scoreLabel,
  sumBatting,
  sumPitching,
  teamView,
  venueSideLabel,
  withRunningRates,
  type BattingGameCounts,
  type PitchingGameCounts,
} from './game-log'

const noBatting: BattingGameCounts = {
  pa: 0, ab: 0, r: 0, h: 0, doubles: 0, triples: 0, hr: 0, rbi: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0, sb: 0, cs: 0, gidp: 0, wpa: 0,
}
const noPitching: PitchingGameCounts = { outs: 0, bf: 0, h: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, r: 0, er: 0, pitches: 0, wpa: 0 }

test('the result and score read from his club: the visitors winning 5–3 is 勝 5-3 for them and 敗 3-5 for the home club', () => {
  const game = { home: 't', away: 'g', homeRuns: 3, awayRuns: 5 }
  const away = teamView(game, 'g')
  expect(away).toEqual({ home: false, opponent: 't', teamRuns: 5, opponentRuns: 3, result: '勝' })
  expect(scoreLabel(away)).toBe('5-3')
  const home = teamView(game, 't')
  expect(home).toEqual({ home: true, opponent: 'g', teamRuns: 3, opponentRuns: 5, result: '敗' })
  expect(scoreLabel(home)).toBe('3-5')
  expect(teamView({ home: 't', away: 'g', homeRuns: 2, awayRuns: 2 }, 'g').result).toBe('分')
})

test('labels: VS and the short name, home or road', () => {
  expect(opponentLabel('t')).toBe('VS 阪神')
  expect(opponentLabel('zz')).toBe('VS zz')
  expect(venueSideLabel(true)).toBe('ホーム')
  expect(venueSideLabel(false)).toBe('ビジター')
})

test('running AVG/OBP/SLG/OPS after each game: 2-for-4 with a HR, then 0-for-3 with a walk', () => {
  const first = { ...noBatting, date: '2025-04-01', pa: 4, ab: 4, h: 2, hr: 1, wpa: 0.25 }
  const second = { ...noBatting, date: '2025-04-02', pa: 4, ab: 3, bb: 1, so: 2, wpa: -0.1 }
  const [after1, after2] = withRunningRates([first, second], sumBatting, battingLogRates)
  // 2/4 = .500; TB 5 (single + HR) / 4 = 1.250.
  expect(after1?.running).toEqual({ avg: 0.5, obp: 0.5, slg: 1.25, ops: 1.75 })
  expect(after1?.date).toBe('2025-04-01')
  // 2/7; OBP (2+1)/(7+1) = .375; SLG 5/7.
  expect(after2?.running.avg).toBeCloseTo(2 / 7, 10)
  expect(after2?.running.obp).toBeCloseTo(0.375, 10)
  expect(after2?.running.slg).toBeCloseTo(5 / 7, 10)
  expect(after2?.running.ops).toBeCloseTo(0.375 + 5 / 7, 10)
})

test('a game with no at-bat leaves the running AVG unknown until the first at-bat', () => {
  const [only] = withRunningRates([{ ...noBatting, date: '2025-04-01' }], sumBatting, battingLogRates)
  expect(only?.running).toEqual({ avg: null, obp: null, slg: null, ops: null })
})

test('running ERA after each start: 7 IP 2 ER (2.57), then 5 IP 4 ER (12 IP 6 ER = 4.50)', () => {
  const first = { ...noPitching, date: '2025-04-01', outs: 21, er: 2, r: 3, h: 5, bb: 1 }
  const second = { ...noPitching, date: '2025-04-08', outs: 15, er: 4, r: 4, h: 6, bb: 3 }
  const [after1, after2] = withRunningRates([first, second], sumPitching, pitchingLogRates)
  expect(after1?.running.era).toBeCloseTo(18 / 7, 10)
  expect(after1?.running.whip).toBeCloseTo(6 / 7, 10)
  expect(after2?.running.era).toBeCloseTo(4.5, 10)
  expect(after2?.running.whip).toBeCloseTo(15 / 12, 10)
  // No out recorded yet: ERA is '-', not infinity.
  const [blown] = withRunningRates([{ ...noPitching, date: '2025-04-01', er: 3, r: 3 }], sumPitching, pitchingLogRates)
  expect(blown?.running.era).toBeNull()
})

test('pitches sum while every game has them and are unknown once one does not', () => {
  expect(sumPitching([{ ...noPitching, pitches: 98 }, { ...noPitching, pitches: 15 }]).pitches).toBe(113)
  expect(sumPitching([{ ...noPitching, pitches: 98 }, { ...noPitching, pitches: null }]).pitches).toBeNull()
  expect(sumPitching([]).pitches).toBe(0)
})

test('month subtotals: two April games and one May game give April 2 games 3-for-8 and May 1 game', () => {
  const games = [
    { ...noBatting, date: '2025-04-01', pa: 4, ab: 4, h: 2, wpa: 0.1 },
    { ...noBatting, date: '2025-04-30', pa: 4, ab: 4, h: 1, rbi: 2, wpa: 0.05 },
    { ...noBatting, date: '2025-05-01', pa: 5, ab: 5, h: 0 },
  ]
  const months = monthSubtotals(games, sumBatting, battingLogRates)
  expect(months.map((m) => [m.month, m.games, m.line.h, m.line.ab, m.line.rbi])).toEqual([
    ['2025-04', 2, 3, 8, 2],
    ['2025-05', 1, 0, 5, 0],
  ])
  expect(months[0]?.line.wpa).toBeCloseTo(0.15, 10)
  expect(months[0]?.rates.avg).toBeCloseTo(0.375, 10)
  expect(months[1]?.rates.avg).toBe(0)
  expect(monthOf('2025-09-30')).toBe('2025-09')
  expect(monthSubtotals([], sumBatting, battingLogRates)).toEqual([])
})
