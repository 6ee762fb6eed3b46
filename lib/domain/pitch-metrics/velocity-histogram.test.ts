import { modalBin, velocityHistogram } from './velocity-histogram'

test('2 km/h bins from the slowest to the fastest, empty bins kept at 0', () => {
  // 141 → [140, 142); 142 and 143 → [142, 144); 147 → [146, 148); [144, 146) is empty.
  const bins = velocityHistogram([{ speedKmh: 141, pitches: 3 }, { speedKmh: 142, pitches: 2 }, { speedKmh: 143, pitches: 1 }, { speedKmh: 147, pitches: 4 }])
  expect(bins).toEqual([
    { fromKmh: 140, pitches: 3 },
    { fromKmh: 142, pitches: 3 },
    { fromKmh: 144, pitches: 0 },
    { fromKmh: 146, pitches: 4 },
  ])
  expect(bins.reduce((sum, bin) => sum + bin.pitches, 0)).toBe(10)
})

test('no speeds, no bins', () => expect(velocityHistogram([])).toEqual([]))

test('the fullest bin, the lower one on a tie; none without bins', () => {
  expect(modalBin([{ fromKmh: 140, pitches: 3 }, { fromKmh: 142, pitches: 5 }, { fromKmh: 144, pitches: 5 }])).toEqual({ fromKmh: 142, pitches: 5 })
  expect(modalBin([])).toBeNull()
})
