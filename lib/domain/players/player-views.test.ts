import { playerViewHref, playerViewTabs, seasonsOfView, sideOfView } from './player-views'

test('a pitcher who never batted gets the four pitching tabs only', () => {
  const tabs = playerViewTabs('1', 2025, { batting: false, pitching: true }, true)
  expect(tabs.map((tab) => tab.label)).toEqual(['年度別投手', '試合別投手', '状況別投手', '投球分析'])
  expect(tabs[3]?.href).toBe('/players/1/pitch-analysis/2025/details')
})

test('a two-way player gets both sides, his main side first', () => {
  const tabs = playerViewTabs('7', 2024, { batting: true, pitching: true }, false)
  expect(tabs).toHaveLength(8)
  expect(tabs[0]).toEqual({ href: '/players/7/career-batting/2024', label: '年度別打撃' })
  expect(tabs[4]?.label).toBe('年度別投手')
})

test('views name their side', () => {
  expect(sideOfView('pitch-analysis')).toBe('pitching')
  expect(sideOfView('situational-batting')).toBe('batting')
  expect(playerViewHref('3', 'game-pitching', 2025)).toBe('/players/3/game-pitching/2025')
})

test('an analysis view keeps the tab it is given and opens on 詳細 without one; other views ignore it', () => {
  expect(playerViewHref('3', 'pitch-analysis', 2025)).toBe('/players/3/pitch-analysis/2025/details')
  expect(playerViewHref('3', 'batting-analysis', 2024, 'zone')).toBe('/players/3/batting-analysis/2024/zone')
  expect(playerViewHref('3', 'career-batting', 2024, 'zone')).toBe('/players/3/career-batting/2024')
})

test("a missing season's path offers the same view and tab in each season of that side, else the other side's career", () => {
  const seasons = [
    { season: 2023, batting: false, pitching: true },
    { season: 2024, batting: true, pitching: true },
    { season: 2025, batting: false, pitching: false },
  ]
  expect(seasonsOfView('/players/7/pitch-analysis/2016/zone', seasons)).toEqual([
    { season: 2023, href: '/players/7/pitch-analysis/2023/zone' },
    { season: 2024, href: '/players/7/pitch-analysis/2024/zone' },
  ])
  expect(seasonsOfView('/players/7/game-batting/2016', seasons)).toEqual([{ season: 2024, href: '/players/7/game-batting/2024' }])
  expect(seasonsOfView('/players/7/game-batting/2016', seasons.filter((row) => !row.batting))).toEqual([{ season: 2023, href: '/players/7/career-pitching/2023' }])
  expect(seasonsOfView('/players/7/game-batting/2016', [])).toEqual([])
})
