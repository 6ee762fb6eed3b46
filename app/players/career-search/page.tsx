import { PageHeader } from '@/components/layout/PageHeader'
import { getCareerSearchFacets } from '@/lib/data/loaders/get-career-search-facets'
import { matchSchools } from '@/lib/domain/career-search/match-schools'
import { careerSearchSchema, type CareerFacets, type CareerSearch } from '@/lib/schemas/career-search'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { CareerCoverageNote } from './_components/CareerCoverageNote'
import { CareerResults } from './_components/CareerResults'
import { isSearching } from './_components/career-search-href'
import { CareerSearchForm } from './_components/CareerSearchForm'
import { describeCareerSearch } from './_components/describe-career-search'
import { HometownCounts } from './_components/HometownCounts'
import { SchoolRankings } from './_components/SchoolRankings'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const NO_DATA: CareerFacets = { schools: [], hometowns: [], draftYears: [], lineSeasons: null, coverage: { players: 0, school: 0, hometown: 0, draft: 0 } }

/** The search, its facets, the schools its text means, and the page it makes. */
async function load({ searchParams }: Props) {
  const search: CareerSearch = careerSearchSchema.parse(await searchParams)
  const facets = getCareerSearchFacets() ?? NO_DATA
  const match = search.school ? matchSchools(facets.schools, search.school, search.kind) : null
  return { search, facets, match, page: describeCareerSearch(search, match?.exact ?? null) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /players/career-search: the form with the schools and prefectures with most players, or a search's players. */
export default async function CareerSearchPage(props: Props) {
  const { search, facets, match, page } = await load(props)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <CareerSearchForm search={search} draftYears={facets.draftYears} />
      <CareerCoverageNote coverage={facets.coverage} />
      {isSearching(search) ? (
        <CareerResults search={search} match={match} facets={facets} />
      ) : (
        <>
          <SchoolRankings schools={facets.schools} />
          <HometownCounts hometowns={facets.hometowns} />
        </>
      )}
    </>
  )
}
