import { absoluteUrl } from './absolute-url'
import type { Crumb, PageDescriptor } from './metadata'

export type DatasetFacts = {
  /** The Dataset's name when it is not the page title (a page whose title omits the default season). */
  name?: string
  /** schema.org temporalCoverage ('2025', '2016/2025'); left out when the data has no seasons. */
  coverage: string | null
  variables: readonly string[]
  technique?: string
  /** The page's data as a file: a CSV or the JSON API, as a site path. */
  download?: { href: string; format: 'text/csv' | 'application/json' }
}

/**
 * A data page's title, lead, canonical, breadcrumb and schema.org Dataset: the /game-stats and
 * /analysis pages each publish their tables as a dataset measured from the seasons' events.
 */
export function datasetPage({ title, description, path, crumbs, dataset }: { title: string; description: string; path: string; crumbs: readonly Crumb[]; dataset: DatasetFacts }): PageDescriptor {
  return {
    title,
    description,
    path,
    crumbs,
    structuredData: {
      '@type': 'Dataset',
      name: dataset.name ?? title,
      description,
      url: absoluteUrl(path),
      ...(dataset.coverage === null ? {} : { temporalCoverage: dataset.coverage }),
      inLanguage: 'ja',
      variableMeasured: [...dataset.variables],
      ...(dataset.technique ? { measurementTechnique: dataset.technique } : {}),
      ...(dataset.download ? { distribution: { '@type': 'DataDownload', encodingFormat: dataset.download.format, contentUrl: absoluteUrl(dataset.download.href) } } : {}),
    },
  }
}
