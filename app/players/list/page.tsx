import { PageHeader } from '@/components/layout/PageHeader'
import { getPlayerNameForms } from '@/lib/data/loaders/get-player-name-forms'
import { playersSearchSchema } from '@/lib/schemas/players'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ClubIndex } from './_components/ClubIndex'
import { ClubPlayers } from './_components/ClubPlayers'
import { describePlayerList } from './_components/describe-player-list'
import { NameFormsNote } from './_components/NameFormsNote'
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
  const forms = getPlayerNameForms()
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <PlayerSearchForm q={search.q} />
      <NameFormsNote forms={forms} />
      {search.q ? (
        <SearchResults search={search} forms={forms} />
      ) : search.team ? (
        <ClubPlayers team={search.team} page={search.page} forms={forms} />
      ) : (
        <ClubIndex />
      )}
    </>
  )
}
