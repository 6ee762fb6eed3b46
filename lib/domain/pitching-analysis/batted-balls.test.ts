import { battedBallTypes, spraySector, sprayChart } from './batted-balls'
import { EXAMPLE_SEASON } from './example-season'
import { endingsOf } from './outcomes'

test('batted-ball types: one fly (the homer) and one grounder (the single), the strikeout not counted', () => {
  const rows = battedBallTypes(endingsOf(EXAMPLE_SEASON))
  expect(rows.map((row) => [row.type, row.label, row.count])).toEqual([['ground', 'ゴロ', 1], ['line', 'ライナー', 0], ['fly', 'フライ', 1], ['popup', '内野フライ', 0], ['bunt', 'バント', 0]])
  expect(rows.find((row) => row.type === 'fly')).toMatchObject({ sharePct: 0.5, avg: 1, slg: 4 })
  expect(rows.find((row) => row.type === 'line')).toMatchObject({ sharePct: 0, avg: null })
  expect(rows.reduce((sum, row) => sum + (row.sharePct ?? 0), 0)).toBeCloseTo(1)
})

test('spray sectors split −45°…+45° into five 18° fields; the lines belong to the corners, 0° to centre', () => {
  expect([-45, -27.1, -27, -9, 0, 9, 9.1, 27, 45].map(spraySector)).toEqual(['left', 'left', 'left_center', 'center', 'center', 'center', 'right_center', 'right_center', 'right'])
})

test('the spray chart has a dot per batted ball with a direction and counts hits per field', () => {
  const chart = sprayChart(endingsOf(EXAMPLE_SEASON))
  expect(chart.points).toEqual([
    { direction: 30, battedBall: 'fly', result: 'HR', hit: true },
    { direction: -20, battedBall: 'ground', result: '1B', hit: true },
  ])
  expect(chart.sectors.map((row) => [row.sector, row.count, row.hits])).toEqual([['left', 0, 0], ['left_center', 1, 1], ['center', 0, 0], ['right_center', 0, 0], ['right', 1, 1]])
  expect(sprayChart([]).sectors.every((row) => row.sharePct === null)).toBe(true)
})

test('a ball caught past a foul line is drawn on that line (−90° → −45°), so the chart stays on the field', () => {
  const foulPop = { result: 'PO' as const, battedBall: 'popup' as const, direction: -90, runValue: 0 }
  expect(sprayChart([foulPop]).points[0]?.direction).toBe(-45)
  expect(sprayChart([foulPop]).sectors[0]).toMatchObject({ sector: 'left', count: 1, hits: 0 })
})
