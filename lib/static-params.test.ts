import { SEASON_SEGMENTS, staticParams } from './static-params'

describe('staticParams', () => {
  it('gives every combination of the segment values, as strings', () => {
    expect(staticParams({ statsType: ['batting', 'pitching'], season: [2025, 2024] })).toEqual([
      { statsType: 'batting', season: '2025' },
      { statsType: 'batting', season: '2024' },
      { statsType: 'pitching', season: '2025' },
      { statsType: 'pitching', season: '2024' },
    ])
  })

  it('gives one empty combination for no segments and none when a segment has no values', () => {
    expect(staticParams({})).toEqual([{}])
    expect(staticParams({ season: [] })).toEqual([])
  })

  it('covers the ten seasons the routes serve', () => {
    expect(SEASON_SEGMENTS).toHaveLength(10)
    expect(SEASON_SEGMENTS[0]).toBe('2025')
  })
})
