import { PageHeader } from '@/components/layout/PageHeader'
import { getPlayerCoverage } from '@/lib/data/loaders/get-player-coverage'
import { isSearchable, MIN_LATIN_QUERY_LENGTH } from '@/lib/domain/search/search-query'
import { playersSearchSchema } from '@/lib/schemas/players'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ClubIndex } from './_components/ClubIndex'
import { describePlayerList, listsPlayers } from './_components/describe-player-list'
import { CoverageNote } from './_components/CoverageNote'
import { PlayerFilterForm } from './_components/PlayerFilterForm'
import { PlayerResults } from './_components/PlayerResults'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describePlayerList(playersSearchSchema.parse(await searchParams)))
}

/** /players/list: the search and filter form, then the players the view picks, or the club index when it picks none. */
export default async function PlayerListPage({ searchParams }: Props) {
  const search = playersSearchSchema.parse(await searchParams)
  const page = describePlayerList(search)
  const coverage = getPlayerCoverage()
  // A query too short to search (one Latin letter) is set aside; the other choices still apply.
  const unsearchable = search.q !== '' && !isSearchable(search.q)
  const view = unsearchable ? { ...search, q: '' } : search
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <PlayerFilterForm search={search} />
      <CoverageNote coverage={coverage} />
      {unsearchable && <p className="mb-6 text-sm text-slate-700">漢字・かなは1文字から、英字は{MIN_LATIN_QUERY_LENGTH}文字から検索できます。</p>}
      {listsPlayers(view) ? <PlayerResults search={view} showKana={(coverage?.kana ?? 0) > 0} /> : <ClubIndex />}
    </>
  )
}
