import { z } from 'zod'

/**
 * GET /api/health, as the route sends it. The server's type lives in server-only lib/data, which
 * client code may not import; this schema is the client's half of that contract.
 */
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
