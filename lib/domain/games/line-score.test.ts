import { lineScoreCells } from './line-score'

test('a home win without its last bottom half prints x there', () => {
  expect(lineScoreCells([0, 0, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 3, 0, 0, null], true).home).toEqual(['2', '0', '0', '0', '0', '3', '0', '0', 'x'])
})

test('a walk-off prints its runs with x (広島 2-1 阪神, 20250328: the winning run in the 9th)', () => {
  expect(lineScoreCells([0, 0, 0, 0, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0, 0, 0, 1], true)).toEqual({
    innings: 9,
    away: ['0', '0', '0', '0', '1', '0', '0', '0', '0'],
    home: ['0', '0', '1', '0', '0', '0', '0', '0', '1x'],
  })
})

test('extra innings run to the longer line; an away win or a tie marks nothing', () => {
  const cells = lineScoreCells([0, 0, 0, 0, 0, 0, 3, 1, 1, 5], [2, 0, 0, 0, 0, 1, 0, 0, 2, 0], false)
  expect([cells.innings, cells.home.at(-1), cells.away.at(-1)]).toEqual([10, '0', '5'])
  expect(lineScoreCells([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], false).home.at(-1)).toBe('0')
})
