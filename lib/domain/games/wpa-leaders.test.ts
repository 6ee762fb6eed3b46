import { rankWpa, wpaLeaders, type WpaTotal } from './wpa-leaders'

const total = (playerId: string, team: WpaTotal['team'], role: WpaTotal['role'], wpa: number, pa = 80): WpaTotal => ({ role, playerId, name: playerId, team, wpa, pa, games: 20 })

test('ranks: most WPA first, equal WPA share a rank (1, 2, 2, 4) and the fewer PA goes first among them', () => {
  const rows = [total('a', 'g', 'batter', 0.1), total('b', 'g', 'batter', 0.3, 90), total('c', 'g', 'batter', 0.5), total('d', 'g', 'batter', 0.3, 70)]
  expect(rankWpa(rows, 10).map((row) => [row.playerId, row.rank])).toEqual([['c', 1], ['d', 2], ['b', 2], ['a', 4]])
})

test('the list stops after its places but keeps every row tied at the last one', () => {
  const rows = [total('a', 'g', 'batter', 0.5), total('b', 'g', 'batter', 0.3), total('c', 'g', 'batter', 0.3), total('d', 'g', 'batter', 0.1)]
  expect(rankWpa(rows, 2).map((row) => row.playerId)).toEqual(['a', 'b', 'c'])
  expect(rankWpa(rows, 1).map((row) => row.playerId)).toEqual(['a'])
  expect(rankWpa([], 10)).toEqual([])
})

test('a player counts in his club’s league, batters and pitchers apart; a league without players is still listed', () => {
  // 巨人 (g) is Central, ソフトバンク (h) Pacific.
  const rows = [total('g1', 'g', 'batter', 0.4), total('g2', 'g', 'pitcher', 0.9), total('h1', 'h', 'batter', 1.2), total('g3', 'g', 'batter', -0.2)]
  const [central, pacific] = wpaLeaders(rows)
  expect(central?.league).toBe('central')
  expect(central?.batters.map((row) => row.playerId)).toEqual(['g1', 'g3'])
  expect(central?.pitchers.map((row) => row.playerId)).toEqual(['g2'])
  expect(pacific).toMatchObject({ league: 'pacific', pitchers: [] })
  expect(pacific?.batters.map((row) => row.playerId)).toEqual(['h1'])
  expect(wpaLeaders([]).map((league) => [league.league, league.batters.length, league.pitchers.length])).toEqual([['central', 0, 0], ['pacific', 0, 0]])
})

test('ten places by default', () => {
  const rows = Array.from({ length: 15 }, (_, index) => total(`p${index}`, 'h', 'pitcher', index / 10))
  const [, pacific] = wpaLeaders(rows)
  expect(pacific?.pitchers).toHaveLength(10)
  expect(pacific?.pitchers[0]?.playerId).toBe('p14')
})
