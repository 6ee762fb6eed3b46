import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { getStatsExplorer } from '@/lib/data/loaders/stats-explorer/get-stats-explorer'
import type { ExplorerView } from '@/lib/domain/stats/explorer-view'
import { ExplorerResults } from './ExplorerResults'

type Props = { view: ExplorerView; latest: number; fellBack: boolean }

/**
 * The server's results for a settled view, kept for the server's life ('use cache', keyed by the
 * view): the lines only change with a new database, which is a new release. No lines at all (no
 * database, no games in the range) is a 404.
 */
export async function ExplorerSection({ view, latest, fellBack }: Props) {
  'use cache'
  cacheLife('max')
  const data = getStatsExplorer(view)
  if (!data) notFound()
  return <ExplorerResults data={data} view={view} latest={latest} fellBack={fellBack} />
}
