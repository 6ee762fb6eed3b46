import { parseResultSummary } from './result-summary'

const read = (summary: string, detail = '', bunt = false) => {
  const parsed = parseResultSummary(summary, detail, bunt)
  return parsed.kind === 'pa' ? [parsed.result, parsed.battedBall, parsed.fielder, parsed.runs] : parsed
}

test.each([
  ['中フライ', ['FO', 'fly', 8, 0]],
  ['遊フライ', ['PO', 'popup', 6, 0]],
  ['三ファウルフライ', ['PO', 'popup', 5, 0]],
  ['右ファウルフライ', ['FO', 'fly', 9, 0]],
  ['一ライナー', ['LO', 'line', 3, 0]],
  ['二ゴロ ＋1点', ['GO', 'ground', 4, 1]],
  ['右安打 ＋1点', ['1B', 'line', 9, 1]],
  ['遊安打', ['1B', 'ground', 6, 0]],
  ['左2塁打 ＋2点', ['2B', 'line', 7, 2]],
  ['左3塁打', ['3B', 'fly', 7, 0]],
  ['左中本塁打 ＋2点', ['HR', 'fly', 8, 2]],
  ['空振り三振', ['K', null, 2, 0]],
  ['見逃し三振', ['K', null, 2, 0]],
  ['四球 ＋1点', ['BB', null, null, 1]],
  ['敬遠（申告敬遠）', ['IBB', null, null, 0]],
  ['死球', ['HBP', null, null, 0]],
  ['投犠打', ['SH', 'bunt', 1, 0]],
  ['右犠飛 ＋1点', ['SF', 'fly', 9, 1]],
  ['遊併殺打 ＋1点', ['DP', 'ground', 6, 1]],
  ['三エラー', ['ROE', 'ground', 5, 0]],
  ['中エラー ＋1点', ['ROE', null, 8, 1]],
  ['二野選', ['FC', 'ground', 4, 0]],
  ['捕犠打野選', ['SH', 'bunt', 2, 0]],
])('%s reads as %j (result, batted ball, fielder, runs)', (summary, expected) => {
  expect(read(summary)).toEqual(expected)
})

test('a ball bunted for a hit or an out is a bunt', () => {
  expect(read('投ゴロ', 'セーフティバント', true)).toEqual(['GO', 'bunt', 1, 0])
  expect(read('三安打', '', true)).toEqual(['1B', 'bunt', 5, 0])
})

test('a strikeout the batter ran out (振り逃げ) makes no out', () => {
  const parsed = parseResultSummary('空振り三振', 'ワンバウンド、振り逃げ', false)
  expect(parsed).toMatchObject({ kind: 'pa', result: 'KWP', outs: 0 })
})

test('outs the play makes: two on a double play, none on a sacrifice with everyone safe', () => {
  expect(parseResultSummary('遊併殺打', '', false)).toMatchObject({ outs: 2 })
  expect(parseResultSummary('捕犠打野選', '', true)).toMatchObject({ outs: 0 })
  expect(parseResultSummary('右安打', '', false)).toMatchObject({ outs: 0 })
})

test('a pitch or a pickoff throw in the summary is a PA cut short, with any run it scored', () => {
  expect(parseResultSummary('ボール ＋1点', '暴投（齋藤）', false)).toEqual({ kind: 'interrupted', runs: 1, pickoffBase: null })
  expect(parseResultSummary('見逃し', '盗塁成功（近本）', false)).toEqual({ kind: 'interrupted', runs: 0, pickoffBase: null })
  expect(parseResultSummary('1塁けん制 セーフ', '', false)).toEqual({ kind: 'interrupted', runs: 0, pickoffBase: 1 })
})

test('a text the grammar does not know comes back whole as unknown', () => {
  expect(parseResultSummary('右ポテンヒット', '', false)).toEqual({ kind: 'unknown', text: '右ポテンヒット', runs: 0 })
})
