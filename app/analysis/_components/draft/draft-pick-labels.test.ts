import { pickHref, pickLabel, seasonsPlayed, sourceLabel } from './draft-pick-labels'

test('a pick reads as the draft lists it: 1位, 育成3位', () => {
  expect(pickLabel({ round_number: 1, ikusei: false })).toBe('1位')
  expect(pickLabel({ round_number: 3, ikusei: true })).toBe('育成3位')
  expect(pickLabel({ round_number: null, ikusei: true })).toBe('育成')
  expect(pickLabel({ round_number: null, ikusei: false })).toBe('-')
  expect(sourceLabel({ source: 'independent' })).toBe('独立リーグ')
  expect(sourceLabel({ source: null })).toBe('-')
})

test('a pitcher links to his pitching record, a batter to his batting record, for the season his page opens on', () => {
  expect(pickHref({ player_id: '10000670', pitcher: false, page_season: 2025 })).toBe('/players/10000670/career-batting/2025')
  expect(pickHref({ player_id: '10000001', pitcher: true, page_season: 2019 })).toBe('/players/10000001/career-pitching/2019')
  expect(pickHref({ player_id: '10000002', pitcher: true, page_season: null })).toBeNull()
})

test('seasons played: a span, one season, or none', () => {
  expect(seasonsPlayed({ first_season: 2018, last_season: 2025 })).toBe('2018–2025')
  expect(seasonsPlayed({ first_season: 2025, last_season: 2025 })).toBe('2025')
  expect(seasonsPlayed({ first_season: null, last_season: null })).toBe('-')
})
