import { cacheLife } from 'next/cache'

/**
 * The year for the footer's copyright line. Cached for a day so that a prerendered shell can carry
 * it (Cache Components refuse a bare `new Date()` while prerendering).
 */
export async function currentYear(): Promise<number> {
  'use cache'
  cacheLife('days')
  return new Date().getFullYear()
}
