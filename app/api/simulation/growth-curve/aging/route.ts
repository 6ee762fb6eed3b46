import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getAgingCurves } from '@/lib/data/loaders/simulation/growth-curve/get-aging-curves'
import { growthRoleSchema } from '@/lib/schemas/simulation-growth-curve'

/** /api/simulation/growth-curve/aging?role=batting|pitching: the league's aging curves per metric (delta method) with pairs per age. */
export const GET = dataEndpoint({
  shape: { role: growthRoleSchema.default('batting') },
  hints: { role: ['batting（打撃）または pitching（投球）', 'batting or pitching'] },
  load: ({ role }) => getAgingCurves(role),
  notFound: ({ role }) => [`${role === 'batting' ? '打者' : '投手'}の成績がありません。`, `no ${role} seasons in the database`],
})
