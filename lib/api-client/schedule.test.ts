import { fetchSchedule } from './endpoints'
import { ApiHttpError, ApiValidationError } from './errors'
import { scheduleQuery } from './queries'
import { queryKeys } from './query-keys'
import { json, mockFetchPerTest } from '@/test/fetch-mock'

/** One game as /api/games/schedule sends it (lib/schemas/games.ts). */
const game = {
  id: '20250712-g-t-01',
  date: '2025-07-12',
  kind: 'regular',
  home: 'g',
  away: 't',
  home_runs: 3,
  away_runs: 2,
  innings: 9,
  status: 'final',
  venue: '東京ドーム',
  win_pitcher: '101',
  loss_pitcher: '202',
  save_pitcher: null,
}

const fetchMock = mockFetchPerTest()


test('a month’s games come back parsed, asked for by ?month= with the cache-busting _t', async () => {
  fetchMock().mockResolvedValue(json({ month: '2025-07', games: [game, { ...game, id: '20250712-c-s-01', home: 's', away: 'c', status: 'tie', venue: null }] }))
  const schedule = await fetchSchedule('2025-07')
  expect(schedule.games.map((each) => [each.id, each.status])).toEqual([['20250712-g-t-01', 'final'], ['20250712-c-s-01', 'tie']])
  const url = new URL(String(fetchMock().mock.calls[0]?.[0]))
  expect([url.pathname, url.searchParams.get('month'), url.searchParams.get('_t')]).toEqual(['/api/games/schedule', '2025-07', expect.stringMatching(/^\d+$/)])
})

test('a body without its games list is refused by name', async () => {
  fetchMock().mockResolvedValue(json({ month: '2025-07' }))
  await expect(fetchSchedule('2025-07')).rejects.toEqual(new ApiValidationError('required field missing: games'))
})

test('a game without its date is refused by its path in the body', async () => {
  const undated: Record<string, unknown> = { ...game }
  delete undated.date
  fetchMock().mockResolvedValue(json({ month: '2025-07', games: [undated] }))
  await expect(fetchSchedule('2025-07')).rejects.toEqual(new ApiValidationError('required field missing: games.0.date'))
})

test('a club code the schema does not know is a format error', async () => {
  fetchMock().mockResolvedValue(json({ month: '2025-07', games: [{ ...game, home: 'x' }] }))
  await expect(fetchSchedule('2025-07')).rejects.toEqual(new ApiValidationError('API response has an invalid format'))
})

test('a 404 (no database) is the API’s Japanese message, asked once: a 4xx would answer the same again', async () => {
  fetchMock().mockResolvedValue(json({ error: { code: 'not_found', message: '2025-07 の日程はありません。', message_en: 'no schedule for 2025-07' } }, 404))
  const error = await fetchSchedule('2025-07').catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiHttpError)
  expect(error).toMatchObject({ status: 404, message: '2025-07 の日程はありません。' })
  expect(fetchMock()).toHaveBeenCalledTimes(1)
})

test('a 500 is retried after 2 s and the second answer is used', async () => {
  jest.useFakeTimers()
  fetchMock().mockResolvedValueOnce(json({ error: { code: 'internal', message: 'boom' } }, 500)).mockResolvedValueOnce(json({ month: '2025-07', games: [game] }))
  const outcome = fetchSchedule('2025-07')
  await jest.advanceTimersByTimeAsync(2_000)
  await expect(outcome).resolves.toEqual({ month: '2025-07', games: [game] })
  expect(fetchMock()).toHaveBeenCalledTimes(2)
})

test('scheduleQuery caches each month under the factory key and keeps it for the page’s life', () => {
  expect(scheduleQuery('2025-07').queryKey).toEqual(queryKeys.schedule('2025-07'))
  expect(scheduleQuery('2025-07').staleTime).toBe(Infinity)
})
