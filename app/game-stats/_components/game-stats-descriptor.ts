import { datasetPage, type DatasetFacts } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'

type Dataset = Omit<DatasetFacts, 'coverage' | 'download'> & {
  /** schema.org temporalCoverage; the page's season unless the data spans more. */
  coverage?: string
  /** A CSV of the page's data, as a site path. */
  csv?: string
}

/** A game-stats page's descriptor (datasetPage) under the 試合統計 crumb, its Dataset covering the page's season. */
export function gameStatsDescriptor({ title, description, path, season, dataset }: { title: string; description: string; path: string; season: number; dataset: Dataset }): PageDescriptor {
  const { coverage, csv, ...facts } = dataset
  return datasetPage({
    title,
    description,
    path,
    crumbs: [{ label: '試合統計' }],
    dataset: { ...facts, coverage: coverage ?? String(season), ...(csv ? { download: { href: csv, format: 'text/csv' } } : {}) },
  })
}
