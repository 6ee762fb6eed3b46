import type { Crumb } from '@/lib/seo/metadata'

/** Both tabs sit under the results page. */
export const MVP_CRUMBS: readonly Crumb[] = [{ label: '試合結果', href: '/game-results' }]
