import {
  GIANTS_BATTER, GIANTS_PITCHER, TIGERS_BATTER, TIGERS_BATTER_2, TIGERS_BATTER_3, TIGERS_PITCHER,
  atBat, boxBatter, gameFile, pitch,
} from './ikkyu-fixture'
import { parseIkkyuGame, type IkkyuGameImport } from './parse-ikkyu-game'

const FILE = '2021038622.json'

function parsed(json: unknown): IkkyuGameImport {
  const result = parseIkkyuGame(json, FILE)
  if (!result.ok) throw new Error(result.error)
  return result.value
}

const top = { inning: 1, half: '表', pitcher: GIANTS_PITCHER } as const
const bottom = { inning: 1, half: '裏', pitcher: TIGERS_PITCHER } as const

/** 巨人 retired in order in the bottom of the first, so each test's top half stands alone. */
const quietBottom = (score: readonly [number, number]) => [1, 2, 3].map((out) => atBat({ ...bottom, batter: GIANTS_BATTER, count: [0, 0, out], score, summary: '二ゴロ', pitches: [pitch('二ゴロ', { kind: 'out' })] }))

test("count.out is the outs AFTER an entry while its runners are the bases BEFORE it", () => {
  const json = gameFile({
    innings: { away: [0], home: [0] },
    atbats: [
      atBat({ ...top, batter: TIGERS_BATTER, count: [0, 0, 0], score: [0, 0], summary: '右安打', detail: 'ランナー1塁', pitches: [pitch('右安', { kind: 'hit' })], direction: { dir: '右', x: 78, y: 24 } }),
      atBat({ ...top, batter: TIGERS_BATTER_2, runners: '100', count: [0, 3, 1], score: [0, 0], summary: '空振り三振', pitches: [pitch('見逃し'), pitch('空振り'), pitch('空三振')] }),
      atBat({ ...top, batter: TIGERS_BATTER_3, runners: '100', count: [0, 0, 3], score: [0, 0], summary: '遊併殺打', pitches: [pitch('遊併打', { kind: 'out' })] }),
      ...quietBottom([0, 0]),
    ],
  })
  const { game } = parsed(json)
  expect(game.pas.slice(0, 3).map((pa) => [pa.result, pa.outsBefore, pa.outsAfter, pa.basesBefore, pa.basesAfter])).toEqual([
    ['1B', 0, 0, 0, 1],
    ['K', 0, 1, 1, 1],
    // The double play's own entry says 3 outs; it started with the strikeout's 1.
    ['DP', 1, 3, 1, 0],
  ])
  expect(game.pas[1]?.pitches.map((each) => each.result)).toEqual(['called_strike', 'swinging_strike', 'swinging_strike'])
  expect([game.pas[1]?.balls, game.pas[1]?.strikes]).toEqual([0, 2])
  expect(game.pas[0]?.direction).toBeCloseTo(23.63, 2)
  expect(game.pas.at(-1)).toMatchObject({ half: 'bottom', outsBefore: 2, outsAfter: 3 })
})

test('runs and the score before come from the running score; our id, venue, players and decisions from the file', () => {
  const json = gameFile({
    innings: { away: [0], home: [2] },
    atbats: [
      ...[1, 2, 3].map((out) => atBat({ ...top, batter: TIGERS_BATTER, count: [0, 0, out], score: [0, 0], summary: '中フライ' })),
      atBat({ ...bottom, batter: GIANTS_BATTER, count: [4, 0, 0], score: [0, 0], summary: '四球', detail: 'ランナー1塁', pitches: [pitch('ボール'), pitch('ボール'), pitch('ボール'), pitch('四球')] }),
      atBat({ ...bottom, batter: GIANTS_BATTER, runners: '100', count: [1, 0, 0], score: [0, 2], summary: '左本塁打 ＋2点', pitches: [pitch('ボール'), pitch('左本', { kind: 'hit' })] }),
      ...quietBottom([0, 2]),
    ],
  })
  const { game, players } = parsed(json)
  expect([game.id, game.season, game.kind, game.venue, game.home, game.away, game.homeRuns, game.status]).toEqual(['20260327-g-t-01', 2026, 'regular', '東京ドーム', 'g', 't', 2, 'final'])
  const homer = game.pas.find((pa) => pa.result === 'HR')
  expect(homer).toMatchObject({ runs: 2, rbi: 2, homeScoreBefore: 0, basesBefore: 1, basesAfter: 0, outsBefore: 0, outsAfter: 0 })
  expect(game.pas.find((pa) => pa.result === 'BB')).toMatchObject({ balls: 3, strikes: 0, runs: 0 })
  expect(game.runsScored.map((run) => run.rbiBatterId)).toEqual(['y2118420', 'y2118420'])
  expect(players.find((player) => player.id === 'y2118993')).toMatchObject({ nameKanji: '竹丸 和幸', throws: 'L', team: 'g', position: 'P' })
  expect(players.find((player) => player.id === 'y1800065')).toMatchObject({ bats: 'L', team: 't' })
  expect(game.decisions).toEqual({ win: 'y2118993', loss: 'y2000055', save: null, holds: [] })
})

test("a PA cut by a steal and lost from the file is rebuilt from the states around it and the batter's box line", () => {
  const json = gameFile({
    innings: { away: [0], home: [0] },
    batting: { away: [boxBatter(TIGERS_BATTER, 1, '中', { ab: 2, hits: 1, sb: 1 }), boxBatter(TIGERS_BATTER_2, 2, '二', { ab: 1, bb: 1 }), boxBatter(TIGERS_BATTER_3, 3, '右', { ab: 2 })], home: [] },
    atbats: [
      atBat({ ...top, batter: TIGERS_BATTER, count: [0, 0, 0], score: [0, 0], summary: '右安打', detail: 'ランナー1塁', pitches: [pitch('右安', { kind: 'hit' })] }),
      atBat({ ...top, batter: TIGERS_BATTER_2, runners: '100', count: [1, 0, 0], score: [0, 0], summary: 'ボール', detail: 'ストレート、盗塁成功（近本）、ランナー2塁', pitches: [pitch('ボール', { kind: 'ball' })] }),
      // 中野's walk is not in the file: the next entry just starts with men on first and second.
      atBat({ ...top, batter: TIGERS_BATTER_3, runners: '110', count: [0, 0, 1], score: [0, 0], summary: '中フライ' }),
      atBat({ ...top, batter: TIGERS_BATTER, runners: '110', count: [0, 0, 2], score: [0, 0], summary: '左フライ' }),
      atBat({ ...top, batter: TIGERS_BATTER_2, runners: '110', count: [0, 0, 3], score: [0, 0], summary: '二ゴロ' }),
      ...quietBottom([0, 0]),
    ],
  })
  const { game, inferred } = parsed(json)
  expect(inferred).toEqual([{ seq: 2, batterId: 'y1900011', result: 'BB', basis: 'box: walk' }])
  expect(game.pas[1]).toMatchObject({ seq: 2, result: 'BB', outsBefore: 0, basesBefore: 2, outsAfter: 0, basesAfter: 3, balls: null, strikes: null, battingOrder: 2 })
  expect(game.pas[1]?.pitches).toHaveLength(1)
  expect(game.runnerEvents).toEqual([{ paSeq: 2, pitchIndex: 0, type: 'SB', runnerId: 'y1800065', pitcherId: 'y2118993', catcherId: null, fromBase: 1, toBase: 2, inning: 1, half: 'top' }])
})

test('a runner caught for the third out leaves the PA unfinished: its seq has a runner event and no PA', () => {
  const json = gameFile({
    innings: { away: [0], home: [0] },
    atbats: [
      atBat({ ...top, batter: TIGERS_BATTER, count: [0, 0, 1], score: [0, 0], summary: '中フライ' }),
      atBat({ ...top, batter: TIGERS_BATTER_2, count: [0, 0, 1], score: [0, 0], summary: '遊安打', detail: 'ランナー1塁', pitches: [pitch('遊安', { kind: 'hit' })] }),
      atBat({ ...top, batter: TIGERS_BATTER_3, runners: '100', count: [0, 0, 2], score: [0, 0], summary: '中フライ' }),
      atBat({ ...top, batter: TIGERS_BATTER, runners: '100', count: [1, 0, 3], score: [0, 0], summary: 'ボール', detail: '盗塁失敗（中野）', pitches: [pitch('ボール', { kind: 'ball' })] }),
      ...quietBottom([0, 0]),
    ],
  })
  const { game, inferred } = parsed(json)
  expect(inferred).toEqual([])
  expect(game.pas.map((pa) => pa.seq)).toEqual([1, 2, 3, 5, 6, 7])
  expect(game.runnerEvents).toMatchObject([{ paSeq: 4, type: 'CS', runnerId: 'y1900011', fromBase: 1, toBase: 0 }])
})

test('an unknown result text is counted and its PA rebuilt, not dropped', () => {
  const json = gameFile({
    innings: { away: [0], home: [0] },
    batting: { away: [boxBatter(TIGERS_BATTER, 1, '中', { ab: 3, hits: 1 })], home: [] },
    atbats: [
      atBat({ ...top, batter: TIGERS_BATTER, count: [0, 0, 0], score: [0, 0], summary: '右ポテンヒット', detail: 'ランナー1塁' }),
      ...[1, 2, 3].map((out) => atBat({ ...top, batter: TIGERS_BATTER, runners: '100', count: [0, 0, out], score: [0, 0], summary: '中フライ' })),
      ...quietBottom([0, 0]),
    ],
  })
  const { game, unknowns, inferred } = parsed(json)
  expect(unknowns.resultTexts).toEqual({ 右ポテンヒット: 1 })
  expect(inferred[0]).toMatchObject({ seq: 1, result: '1B' })
  expect(game.pas[0]).toMatchObject({ outsBefore: 0, outsAfter: 0, basesAfter: 1 })
})

test('a malformed file is refused with the file name and the JSON path of the bad value', () => {
  const json = gameFile({ innings: { away: [0], home: [0] }, atbats: quietBottom([0, 0]) })
  const broken = { ...json, atbats: [{ ...json.atbats[0], pitches: [{ ...pitch('二ゴロ'), speed_kmh: '148' }] }] }
  const result = parseIkkyuGame(broken, FILE)
  expect(result).toMatchObject({ ok: false, error: expect.stringContaining(FILE) })
  expect(result).toMatchObject({ error: expect.stringContaining('atbats[0].pitches[0].speed_kmh') })
  expect(parseIkkyuGame('not json at all', FILE)).toMatchObject({ ok: false, error: expect.stringContaining(`${FILE}: not a 一球速報 game file`) })
})

test('an unknown team is refused with the file and the team name', () => {
  const json = gameFile({ innings: { away: [0], home: [0] }, atbats: quietBottom([0, 0]), home: '東京ドラゴンズ' })
  expect(parseIkkyuGame(json, FILE)).toEqual({ ok: false, error: `${FILE}: unknown team "東京ドラゴンズ" (not one of the twelve NPB clubs)` })
})
