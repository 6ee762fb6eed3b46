import { createQueryClient, STALE_TIME_MS } from './query-client'

test('queries stay fresh for five minutes and react-query does not retry on top of the API client', () => {
  const options = createQueryClient().getDefaultOptions()
  expect(STALE_TIME_MS).toBe(300_000)
  expect(options.queries).toMatchObject({ staleTime: 300_000, retry: false })
  expect(options.mutations).toMatchObject({ retry: false })
})
