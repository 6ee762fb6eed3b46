import { z } from 'zod'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { listGamesByMonth } from '@/lib/data/loaders/list-games-by-month'
import { monthSchema } from '@/lib/schemas/games'


/** A month's games with scores and status: `?month=2025-07`. A month without games is an empty list. */
export const GET = dataEndpoint({
  shape: { month: z.string().pipe(monthSchema) },
  hints: { month: ['2025-07 のような年月（YYYY-MM）', 'a year and month such as 2025-07'] },
  load: ({ month }) => listGamesByMonth(month),
  notFound: ({ month }) => [`${month} の日程はありません。`, `no schedule for ${month}`],
})
