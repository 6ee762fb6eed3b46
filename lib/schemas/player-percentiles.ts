import { z } from 'zod'
import { STAT_FORMATS } from '@/lib/domain/format/stat-format'

export const playerPercentilesSchema = z.object({
  side: z.enum(['batting', 'pitching']),
  league: z.enum(['central', 'pacific']),
  /** How many qualified players of his league the percentiles are taken among. */
  qualifiers: z.number().int().min(0),
  /** Whether he is one of them; the page shows the bars only then (his place among them is still computed). */
  qualified: z.boolean(),
  metrics: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      format: z.enum(STAT_FORMATS),
      value: z.number().nullable(),
      /** 0–100, 100 the best; null with fewer than ten qualifiers or no value. */
      percentile: z.number().int().min(0).max(100).nullable(),
    }),
  ),
})
export type PlayerPercentiles = z.infer<typeof playerPercentilesSchema>
