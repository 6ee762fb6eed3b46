import { PageHeader } from '@/components/layout/PageHeader'
import { getPlayerCoverage } from '@/lib/data/loaders/get-player-coverage'
import { playersSearchSchema } from '@/lib/schemas/players'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ClubIndex } from './_components/ClubIndex'
import { ClubPlayers } from './_components/ClubPlayers'
import { describePlayerList } from './_components/describe-player-list'
import { CoverageNote } from './_components/CoverageNote'
import { PlayerSearchForm } from './_components/PlayerSearchForm'
import { SearchResults } from './_components/SearchResults'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describePlayerList(playersSearchSchema.parse(await searchParams)))
}

/** /players/list: a search's results (?q=), one club's players (?team=), or the search box and the club index. */
export default async function PlayerListPage({ searchParams }: Props) {
  const search = playersSearchSchema.parse(await searchParams)
  const page = describePlayerList(search)
  const coverage = getPlayerCoverage()
  const showKana = (coverage?.kana ?? 0) > 0
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <PlayerSearchForm q={search.q} />
      <CoverageNote coverage={coverage} />
      {search.q ? (
        <SearchResults search={search} showKana={showKana} />
      ) : search.team ? (
        <ClubPlayers team={search.team} page={search.page} showKana={showKana} />
      ) : (
        <ClubIndex />
      )}
    </>
  )
}
