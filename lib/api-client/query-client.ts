import { QueryClient } from '@tanstack/react-query'

/** The data changes only when the database is rebuilt, so five minutes of reuse loses nothing. */
export const STALE_TIME_MS = 5 * 60 * 1000

/** react-query's own retry is off: the API client already retries (2, 4, 8 s), and twice would multiply the waits. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: false },
      mutations: { retry: false },
    },
  })
}
