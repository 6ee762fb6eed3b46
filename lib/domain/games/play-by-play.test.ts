import { homeWpaSum } from './game-swings'
import { playByPlay, re24, type PaInput } from './play-by-play'

const pa = (over: Partial<PaInput> & Pick<PaInput, 'seq'>): PaInput => ({
  inning: 1, half: 'top', batterId: `b${over.seq}`, pitcherId: 'p1', result: 'GO', battedBall: 'ground', direction: 0, fielder: 6,
  runs: 0, rbi: 0, outsBefore: 0, basesBefore: 0, outsAfter: 1, basesAfter: 0, awayBefore: 0, homeBefore: 0, awayAfter: 0, homeAfter: 0,
  lastPitch: 'in_play', pitches: 3, weBefore: 0.5, weAfter: 0.5, reBefore: 0.5, reAfter: 0.27, ...over,
})
const name = (id: string) => id.toUpperCase()

describe('re24', () => {
  it('is RE after less RE before plus the runs, with RE 0 after the third out', () => {
    expect(re24({ reBefore: 0.49, reAfter: 0.9, outsAfter: 1, runs: 0 })).toBe(0.41)
    expect(re24({ reBefore: 1.0, reAfter: 0.5, outsAfter: 3, runs: 1 })).toBe(0)
    expect(re24({ reBefore: null, reAfter: 0.5, outsAfter: 1, runs: 0 })).toBeNull()
  })
})

describe('playByPlay', () => {
  // Top 1st: a single, then the runner is caught stealing for the third out before the batter
  // finishes (his PA, seq 3, is never stored). Bottom 1st: a walk-off wild pitch during seq 5.
  const pas = [
    pa({ seq: 1, result: '1B', fielder: 8, outsBefore: 2, outsAfter: 2, basesAfter: 1, weBefore: 0.5, weAfter: 0.47 }),
    pa({ seq: 2, pitcherId: 'p1', outsBefore: 2, basesBefore: 1, outsAfter: 2, basesAfter: 1, result: 'BB', weBefore: 0.47, weAfter: 0.45 }),
    pa({ seq: 4, inning: 1, half: 'bottom', pitcherId: 'q1', result: '3B', direction: -15, outsAfter: 0, outsBefore: 0, basesAfter: 4, weBefore: 0.52, weAfter: 0.8 }),
  ]
  const events = [
    { paSeq: 3, inning: 1, half: 'top' as const, type: 'CS' as const, runnerId: 'b2', fromBase: 1, toBase: 0 },
    { paSeq: 5, inning: 1, half: 'bottom' as const, type: 'WP' as const, runnerId: 'b4', fromBase: 3, toBase: 4 },
  ]
  const halves = playByPlay(pas, events, name, 1)

  it('puts a move the batter never finished his PA after in its own row, and a walk-off after the last PA', () => {
    expect(halves.map((half) => half.plays.map((play) => (play.kind === 'runner' ? play.texts.join() : play.kind)))).toEqual([
      ['pa', 'pa', 'B2が二盗失敗（盗塁死）'],
      ['pa', 'ワイルドピッチでB4が生還'],
    ])
    expect(halves.map((half) => half.runs)).toEqual([0, 1])
    expect(halves[1]?.plays[1]).toMatchObject({ away: 0, home: 1, runs: 1 })
  })

  it('gives each runner row the WE gap around it, so the home WPA sums to the final WE less the opening one', () => {
    expect(halves[0]?.plays[2]).toMatchObject({ wpa: -0.07 }) // 0.52 − 0.45 for home, the batting club's −0.07
    expect(halves[1]?.plays[1]).toMatchObject({ wpa: 0.2 })
    expect(homeWpaSum(halves)).toBeCloseTo(1 - 0.5, 9)
  })

  it('marks a pitching change before the new pitcher’s first batter', () => {
    const changed = playByPlay([pa({ seq: 1 }), pa({ seq: 2, pitcherId: 'p2', outsBefore: 1, outsAfter: 2 })], [], name, null)
    expect(changed[0]?.plays.map((play) => play.kind)).toEqual(['pa', 'pitcher', 'pa'])
  })
})
