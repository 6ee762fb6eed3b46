import { gamePitchesQuery, playersQuery, scheduleQuery, seasonPlayersQuery, standingsQuery } from './queries'
import { queryKeys } from './query-keys'

test('every key starts under the one root, so one invalidation clears the API cache', () => {
  const keys = [queryKeys.health(), queryKeys.standings(2025), queryKeys.seasonPlayers({ type: 'batting', season: 2025 }), queryKeys.schedule('2025-07'), queryKeys.players(), queryKeys.gamePitches('20250601-c-db-01')]
  for (const key of keys) expect(key[0]).toBe(queryKeys.all[0])
  expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length)
})

test('defaults are filled in, so the short and the explicit call share one cache entry', () => {
  expect(queryKeys.standings(2025)).toEqual(queryKeys.standings(2025, 'all'))
  expect(queryKeys.players()).toEqual(queryKeys.players({ status: 'all', pageSize: 100 }))
})

test('the query options use the factory keys', () => {
  expect(standingsQuery(2024, 'away').queryKey).toEqual(['api', 'standings', 2024, 'away'])
  expect(seasonPlayersQuery({ type: 'pitching', season: 2025 }).queryKey).toEqual(queryKeys.seasonPlayers({ type: 'pitching', season: 2025 }))
  expect(scheduleQuery('2025-07').queryKey).toEqual(queryKeys.schedule('2025-07'))
  expect(playersQuery().queryKey).toEqual(queryKeys.players())
  expect(gamePitchesQuery('20250601-c-db-01').queryKey).toEqual(queryKeys.gamePitches('20250601-c-db-01'))
})
