import { PITCH_TYPES } from '@/lib/domain/events'
import { barSegments, PITCH_TYPE_COLORS } from './pitch-colors'

test('barSegments lays shares end to end along the bar; a null share takes no room', () => {
  expect(barSegments([{ type: 'FF', sharePct: 0.5 }, { type: 'SL', sharePct: 0.5 }], 200)).toEqual([
    { type: 'FF', x: 0, width: 100 },
    { type: 'SL', x: 100, width: 100 },
  ])
  const segments = barSegments([{ type: 'FF', sharePct: 0.6 }, { type: 'CU', sharePct: null }, { type: 'FK', sharePct: 0.4 }], 250)
  expect(segments.map((segment) => [segment.x, segment.width])).toEqual([[0, 150], [150, 0], [150, 100]])
})

test('every pitch type has its own colour', () => {
  expect(new Set(PITCH_TYPES.map((type) => PITCH_TYPE_COLORS[type])).size).toBe(PITCH_TYPES.length)
})
