import type { Crumb, PageDescriptor } from '@/lib/seo/metadata'

/** Both tabs sit under the results page. */
const MVP_CRUMBS: readonly Crumb[] = [{ label: '試合結果', href: '/game-results' }]

type MvpPageSpec = { title: string; description: string; path: string; /** The day or month shown; null when the data has none. */ coverage: string | null }

/** A tab's page: under the results page, described as a WPA dataset of the day or month it shows. */
export function mvpPage({ title, description, path, coverage }: MvpPageSpec): PageDescriptor {
  return {
    title,
    description,
    path,
    crumbs: MVP_CRUMBS,
    ...(coverage ? { structuredData: { '@type': 'Dataset', name: title, description, temporalCoverage: coverage, variableMeasured: ['WPA'] } } : {}),
  }
}
