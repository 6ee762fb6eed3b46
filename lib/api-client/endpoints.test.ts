import { fetchHealth, fetchPlayers, fetchSchedule, fetchSeasonPlayers, fetchStandings } from './endpoints'
import { ApiHealthError, ApiValidationError } from './errors'
import { json, mockFetchPerTest } from '@/test/fetch-mock'


const health = {
  overall: 'ok',
  database: { reachable: true, schema_version: 7, expected_schema_version: 7, games: 858 },
  source: 'sim',
  seasons: [2025, 2024],
  built_at: '2025-10-01T00:00:00.000Z',
  checked_at: '2025-10-01T00:05:00.000Z',
}
const headToHead = { g: { t: { win: 13, lose: 11, draw: 1 } } }
const standings = { season: 2025, home_away: 'all', as_of: '2025-09-30', central_league: [], pacific_league: [], head_to_head_central: headToHead, head_to_head_pacific: headToHead }

const fetchMock = mockFetchPerTest()
const requested = () => {
  const input = fetchMock().mock.calls[0]?.[0]
  const url = new URL(typeof input === 'string' ? input : String(input))
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}


test('fetchHealth reads /api/health', async () => {
  fetchMock().mockResolvedValue(json(health))
  await expect(fetchHealth()).resolves.toEqual(health)
  expect(requested()).toEqual({ path: '/api/health', query: { _t: expect.stringMatching(/^\d+$/) } })
})

test('a health read that ends in HTTP 503: "API health check failed: 503"', async () => {
  jest.useFakeTimers()
  fetchMock().mockImplementation(async () => json({ ...health, overall: 'down' }, 503))
  const outcome = fetchHealth().catch((error: unknown) => error)
  await jest.advanceTimersByTimeAsync(14_000)
  const error = await outcome
  expect(error).toBeInstanceOf(ApiHealthError)
  expect(error).toMatchObject({ status: 503, message: 'API health check failed: 503' })
})

test('fetchStandings asks for a season with home_away all by default', async () => {
  fetchMock().mockResolvedValue(json(standings))
  await expect(fetchStandings(2025)).resolves.toEqual(standings)
  expect(requested()).toMatchObject({ path: '/api/records/standings', query: { season: '2025', home_away: 'all' } })
})

test('standings with an empty head-to-head table are refused', async () => {
  fetchMock().mockResolvedValue(json({ ...standings, head_to_head_pacific: {} }))
  await expect(fetchStandings(2025, 'home')).rejects.toEqual(new ApiValidationError('the Pacific League head-to-head data is empty'))
})

test('fetchSeasonPlayers passes type, season and league', async () => {
  const body = { type: 'batting', season: 2025, total: 0, page: 1, pageSize: 50, sort: 'avg', order: 'desc', rows: [] }
  fetchMock().mockResolvedValue(json(body))
  await expect(fetchSeasonPlayers({ type: 'batting', season: 2025, league: 'central' })).resolves.toEqual(body)
  expect(requested()).toMatchObject({ path: '/api/records/season/players', query: { type: 'batting', season: '2025', league: 'central' } })
})

test('fetchSchedule passes the month', async () => {
  fetchMock().mockResolvedValue(json({ month: '2025-07', games: [] }))
  await expect(fetchSchedule('2025-07')).resolves.toEqual({ month: '2025-07', games: [] })
  expect(requested()).toMatchObject({ path: '/api/games/schedule', query: { month: '2025-07' } })
})

test('fetchPlayers defaults to every player, 100 a page', async () => {
  fetchMock().mockResolvedValue(json({ total: 0, season: 2025, page: 1, pageSize: 100, clubs: [], players: [] }))
  await fetchPlayers()
  expect(requested()).toMatchObject({ path: '/api/players', query: { status: 'all', pageSize: '100' } })
})
