import { ENTRY_INNING_LABELS, ENTRY_MARGIN_LABELS, entryInningColumn, entryMarginColumn } from './usage-buckets'

test('the 5th and earlier share a column; the 6th–9th have their own; the 10th and later are 延長', () => {
  expect([1, 5, 6, 7, 8, 9, 10, 12].map((inning) => ENTRY_INNING_LABELS[entryInningColumn(inning)])).toEqual(['5回以前', '5回以前', '6回', '7回', '8回', '9回', '延長', '延長'])
})

test('margins from the club side: -3 and worse, -2..-1, 0, +1..+3 (save situation), +4 and more', () => {
  expect([-5, -3, -2, -1, 0, 1, 3, 4, 9].map(entryMarginColumn)).toEqual([0, 0, 1, 1, 2, 3, 3, 4, 4])
  expect(ENTRY_MARGIN_LABELS[entryMarginColumn(3)]).toBe('1〜3点リード')
})
