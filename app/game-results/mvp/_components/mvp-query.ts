import { z } from 'zod'
import { LEAGUES } from '@/lib/route-params'
import type { GAME_MVP_TABS } from '@/lib/route-params'

export type MvpTab = (typeof GAME_MVP_TABS)[number]

/** ?date= (daily), ?month= and ?league= (monthly): a value that is not one falls back to none (the default day or month, both leagues). */
export const mvpQuerySchema = z.object({
  date: z.string().optional().catch(undefined),
  month: z.string().optional().catch(undefined),
  league: z.enum(LEAGUES).optional().catch(undefined),
})
export type MvpQuery = z.infer<typeof mvpQuerySchema>

/** The shareable address of an MVP view: the daily tab keeps its day, the monthly one its month and league. */
export function mvpHref(tab: MvpTab, query: MvpQuery = {}): string {
  const params = new URLSearchParams()
  if (tab === 'daily' && query.date) params.set('date', query.date)
  if (tab === 'monthly' && query.month) params.set('month', query.month)
  if (tab === 'monthly' && query.league) params.set('league', query.league)
  const text = params.toString()
  return `/game-results/mvp/${tab}${text ? `?${text}` : ''}`
}
