import { playerPageHref } from './player-page-href'

test('a player links to his last season: pitchers to their pitching record, everyone else to batting', () => {
  expect(playerPageHref({ id: '41045138', position: 'P', last_season: 2024 })).toBe('/players/41045138/career-pitching/2024')
  expect(playerPageHref({ id: '10000164', position: 'SS', last_season: 2025 })).toBe('/players/10000164/career-batting/2025')
  expect(playerPageHref({ id: '10000165', position: null, last_season: null })).toBe('/players/10000165/career-batting/2025')
})

test('an id the route table does not serve gets no link', () => {
  expect(playerPageHref({ id: 'y2118993', position: 'P', last_season: 2025 })).toBeNull()
})
