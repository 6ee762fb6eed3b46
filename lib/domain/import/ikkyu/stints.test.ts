import { GIANTS_BATTER, GIANTS_PITCHER, TIGERS_BATTER, TIGERS_BATTER_2, TIGERS_PITCHER, atBat, boxBatter, gameFile, pitch } from './ikkyu-fixture'
import { parseIkkyuGame } from './parse-ikkyu-game'

const RUNNER = ['2100001', '植田 海', '右打'] as const
const top = { inning: 1, half: '表', pitcher: GIANTS_PITCHER } as const
const bottom = { inning: 1, half: '裏', pitcher: TIGERS_PITCHER } as const

/** 近本 singles, 植田 runs for him, 中野 doubles him home; 植田 then plays centre. */
function game() {
  const result = parseIkkyuGame(gameFile({
    innings: { away: [1], home: [0] },
    batting: {
      away: [boxBatter(TIGERS_BATTER, 1, '中', { ab: 1, hits: 1 }), boxBatter(RUNNER, 1, '走中', { runs: 1 }, '代走'), boxBatter(TIGERS_BATTER_2, 2, '二', { ab: 3, hits: 1, rbi: 1 })],
      home: [boxBatter(GIANTS_BATTER, 1, '左', { ab: 3 })],
    },
    atbats: [
      atBat({ ...top, batter: TIGERS_BATTER, count: [0, 0, 0], score: [0, 0], summary: '中安打', detail: 'ランナー1塁', pitches: [pitch('中安', { kind: 'hit' })] }),
      atBat({ ...top, batter: TIGERS_BATTER_2, runners: '100', count: [0, 0, 0], score: [1, 0], summary: '左2塁打 ＋1点', detail: 'ランナー2塁', pitches: [pitch('左２', { kind: 'hit' })] }),
      ...[1, 2, 3].map((out) => atBat({ ...top, batter: TIGERS_BATTER_2, runners: '010', count: [0, 0, out], score: [1, 0], summary: '中フライ' })),
      ...[1, 2, 3].map((out) => atBat({ ...bottom, batter: GIANTS_BATTER, count: [0, 0, out], score: [1, 0], summary: '二ゴロ', pitches: [pitch('二ゴロ', { kind: 'out' })] })),
    ],
  }), 'pinch-runner.json')
  if (!result.ok) throw new Error(result.error)
  return result.value.game
}

test('a pinch runner takes his man’s place on base and is the one who scores', () => {
  // Unearned because the fixture's box gives 竹丸 no earned runs: the box has the last word on that.
  expect(game().runsScored).toEqual([{ paSeq: 2, runnerId: 'y2100001', pitcherId: 'y2118993', earned: false, rbiBatterId: 'y1900011' }])
})

test('stints: the starter to his last PA, the pinch runner for that half, then his position; pitchers from the batters they faced', () => {
  const stints = game().stints.map((stint) => [stint.team, stint.playerId, stint.position, stint.battingOrder, stint.enteredSeq, stint.exitedSeq, stint.starter])
  expect(stints).toEqual([
    ['t', 'y1800065', 'CF', 1, 0, 1, true],
    ['t', 'y2100001', 'PR', 1, 1, 5, false],
    ['t', 'y2100001', 'CF', 1, 5, null, false],
    ['t', 'y1900011', '2B', 2, 0, null, true],
    ['g', 'y2118420', 'LF', 1, 0, null, true],
    ['t', 'y2000055', 'P', null, 0, 8, true],
    ['g', 'y2118993', 'P', null, 0, 5, true],
  ])
})
