import { BUBBLE_AREA, bubbleAreas } from './bubble-size'

test('areas are in proportion to the values, the largest at the maximum: 600 and 300 PA → 900 and 450 px²', () => {
  expect(bubbleAreas([600, 300], { min: 24, max: 900 })).toEqual([900, 450])
})

test('a tiny or zero value keeps the floor, a negative one counts as zero, and all zero draws every bubble at the floor', () => {
  expect(bubbleAreas([600, 6, 0, -5], { min: 24, max: 900 })).toEqual([900, 24, 24, 24])
  expect(bubbleAreas([0, 0])).toEqual([BUBBLE_AREA.min, BUBBLE_AREA.min])
  expect(bubbleAreas([])).toEqual([])
})
