import { buildPlaySequence, runnersMask, type NpbPlay } from './play-sequence'

const play = (inning: number, half: 'top' | 'bottom', outs: number | null, runners: string | null, text: string, road = 0, home = 0): NpbPlay => ({
  inning: { inning, halfInning: half },
  outs,
  runners,
  jaResult: { text },
  runs: { road, home },
})

test('runner strings become base bitmasks', () => {
  expect(runnersMask('---')).toBe(0)
  expect(runnersMask('1-3')).toBe(5)
  expect(runnersMask('123')).toBe(7)
})

test('each play ends where the next begins; a half-inning ends at three outs with the next half’s score', () => {
  const plays = [
    play(1, 'top', null, null, '（先発投手） 戸郷'),
    play(1, 'top', 0, '---', 'ライト前ヒット'),
    play(1, 'top', 0, '1--', '（走者・中野）二塁盗塁成功'),
    play(1, 'top', 0, '-2-', 'レフト2ランホームラン（打点2）'),
    play(1, 'top', 0, '---', '空振り三振', 2, 0),
    play(1, 'top', 1, '---', 'ショートゴロ併殺打', 2, 0),
    play(1, 'bottom', 0, '---', 'センターフライ', 2, 0),
  ]
  const { pas, runnerEvents, unknown } = buildPlaySequence(plays, { road: [2], home: [0] })
  expect(unknown).toEqual([])
  expect(runnerEvents).toMatchObject([{ inning: 1, half: 'top', type: 'SB', runner: '中野', fromBase: 1, toBase: 2, outsBefore: 0, basesBefore: 1, basesAfter: 2, seq: 2 }])
  expect(pas.map((pa) => [pa.result, pa.outsBefore, pa.basesBefore, pa.outsAfter, pa.basesAfter, pa.runsOnPlay])).toEqual([
    ['1B', 0, 0, 0, 1, 0],
    ['HR', 0, 2, 0, 0, 2],
    ['K', 0, 0, 1, 0, 0],
    // The double-play text closes the half: three outs, the bottom half starts at 2-0.
    ['DP', 1, 0, 3, 0, 0],
    ['FO', 0, 0, 3, 0, 0],
  ])
})

test('a walk-off ends at the outs its own play made', () => {
  const plays = [play(9, 'bottom', 1, '--3', 'センター犠牲フライ（打点1）', 3, 3)]
  const [pa] = buildPlaySequence(plays, { road: [0, 0, 0, 0, 0, 0, 0, 3, 0], home: [0, 0, 0, 0, 0, 0, 0, 3, 1] }).pas
  expect([pa?.result, pa?.outsAfter, pa?.runsOnPlay]).toEqual(['SF', 2, 1])
})

test('npb.jp leaves the running score stale on entries after a scoring hit; the next PA and the line score settle it', () => {
  // 2025-04-09 中日–広島 8回裏: a two-run double, then a pickoff and 「（途中終了）」 still showing 1-1.
  const plays = [
    play(8, 'bottom', 2, '-23', '右中間タイムリーツーベース（打点2）', 1, 1),
    play(8, 'bottom', 2, '-2-', '（走者・ブライト）二塁牽制アウト', 1, 1),
    play(8, 'bottom', 2, '-2-', '（途中終了）', 1, 1),
  ]
  const { steps } = buildPlaySequence(plays, { road: [0, 0, 0, 0, 0, 0, 0, 1], home: [0, 1, 0, 0, 0, 0, 0, 2] })
  expect(steps.map((step) => [step.kind, step.runsOnPlay, step.homeScoreBefore])).toEqual([['pa', 2, 1], ['runner', 0, 3]])
})

test('a runner thrown out after a strikeout is listed with the pre-strikeout state; the out is not lost', () => {
  const plays = [
    play(3, 'bottom', 1, '1--', '空振り三振'),
    play(3, 'bottom', 1, '1--', '（走者・紅林）二塁盗塁失敗'),
  ]
  const { steps } = buildPlaySequence(plays, { road: [0, 0, 0], home: [0, 0, 0] })
  expect(steps.map((step) => [step.outsBefore, step.outsAfter])).toEqual([[1, 2], [2, 3]])
})

test('a third out on the bases that npb.jp does not list still counts, as an unnamed out on the bases', () => {
  const plays = [play(8, 'bottom', 1, '-2-', 'ファーストファウルフライ'), play(8, 'bottom', 2, '-2-', '（途中終了）')]
  const { steps } = buildPlaySequence(plays, { road: [0, 0, 0, 0, 0, 0, 0, 0], home: [0, 0, 0, 0, 0, 0, 0, 0] })
  expect(steps.map((step) => [step.kind, step.kind === 'runner' ? step.type : step.result, step.outsBefore, step.outsAfter])).toEqual([
    ['pa', 'PO', 1, 2],
    ['runner', 'OA', 2, 3],
  ])
})
