import { shortLabels, sideLabel } from './score-side'

test('a side reads 「2025年 NPB」; two sides are told apart by what differs', () => {
  expect(sideLabel({ season: 2025, league: 'npb' })).toBe('2025年 NPB')
  expect(shortLabels({ season: 2025, league: 'npb' }, { season: 2019, league: 'npb' })).toEqual(['2025年', '2019年'])
  expect(shortLabels({ season: 2025, league: 'central' }, { season: 2025, league: 'pacific' })).toEqual(['セ・リーグ', 'パ・リーグ'])
})

beforeEach(() => {
  expect.hasAssertions()
})
