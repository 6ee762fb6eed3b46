import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { PageDescriptor } from '@/lib/seo/metadata'

type Dataset = {
  /** The Dataset's name when it is not the page title (a page whose title omits the default season). */
  name?: string
  /** schema.org temporalCoverage; the page's season unless the data spans more. */
  coverage?: string
  variables: readonly string[]
  technique?: string
  /** A CSV of the page's data, as a site path. */
  csv?: string
}

/**
 * A game-stats page's title, lead, canonical, breadcrumb and schema.org Dataset: every page of the
 * family publishes its tables as a dataset measured from the season's events.
 */
export function gameStatsDescriptor({ title, description, path, season, dataset }: { title: string; description: string; path: string; season: number; dataset: Dataset }): PageDescriptor {
  return {
    title,
    description,
    path,
    crumbs: [{ label: '試合統計' }],
    structuredData: {
      '@type': 'Dataset',
      name: dataset.name ?? title,
      description,
      url: absoluteUrl(path),
      temporalCoverage: dataset.coverage ?? String(season),
      inLanguage: 'ja',
      variableMeasured: [...dataset.variables],
      ...(dataset.technique ? { measurementTechnique: dataset.technique } : {}),
      ...(dataset.csv ? { distribution: { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteUrl(dataset.csv) } } : {}),
    },
  }
}
