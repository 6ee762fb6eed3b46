import { z } from 'zod'

/** GET /api/health: what the route sends and the client checks. */
export const serviceHealthSchema = z.object({
  overall: z.enum(['ok', 'degraded', 'down']),
  database: z.object({
    reachable: z.boolean(),
    schema_version: z.number().int().nullable(),
    expected_schema_version: z.number().int(),
    games: z.number().int(),
  }),
  source: z.enum(['sim', 'npb']).nullable(),
  seasons: z.array(z.number().int()),
  built_at: z.string().nullable(),
  checked_at: z.string(),
})
export type ServiceHealth = z.infer<typeof serviceHealthSchema>
