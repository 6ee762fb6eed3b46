import { z } from 'zod'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getPlayerGrowth } from '@/lib/data/loaders/simulation/growth-curve/get-player-growth'
import { growthRoleSchema } from '@/lib/schemas/simulation-growth-curve'

/**
 * /api/simulation/growth-curve?player=ID[&role=batting|pitching]: his seasons by age, his Marcel
 * projection for the next season with 80% bands, and his path over the league's aging curve per metric.
 */
export const GET = dataEndpoint({
  shape: { player: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), role: growthRoleSchema.optional() },
  hints: {
    player: ['選手ID（例: 10000001）', 'a player id such as 10000001'],
    role: ['batting（打撃）または pitching（投球）', 'batting or pitching'],
  },
  load: ({ player, role }) => getPlayerGrowth(player, role ?? null),
  notFound: ({ player }) => [`選手ID「${player}」の成績はありません。`, `no batting or pitching seasons for player ${player}`],
})
