import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { PageHeader } from '@/components/layout/PageHeader'
import { PillLinks } from '@/components/ui/PillLinks'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getParkTrend } from '@/lib/data/loaders/game-stats/park-factor/get-park-trend'
import { getVenueFactors } from '@/lib/data/loaders/game-stats/park-factor/get-venue-factors'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describeParkFactor } from './_components/describe-park-factor'
import { ParkFactorMethod } from './_components/ParkFactorMethod'
import { ParkFactorSections } from './_components/ParkFactorSections'
import { BASIS_LABELS, parkFactorHref, parseBasis, type FactorBasis } from './_components/park-factor-query'
import { PublishedComparison } from './_components/PublishedComparison'

type Props = { searchParams: Promise<SearchParams> }

async function load(searchParams: Props['searchParams']) {
  const params = await searchParams
  const view = resolveGameStatsView(params)
  return { view, basis: parseBasis(params), page: describeParkFactor(view) }
}

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata((await load(searchParams)).page)
}

/** /game-stats/park-factor: each venue's run and event factors for a season and league, the main parks' trend, a published comparison, the method. */
export default async function ParkFactorPage({ searchParams }: Props) {
  const { view, basis, page } = await load(searchParams)
  const { season, league } = view.query
  const href = (to: { season: number; league: typeof league }, as: FactorBasis = basis) => parkFactorHref(to, view.latest, as)
  const npb = getVenueFactors(season, 'npb')
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GameStatsSelectors view={view} href={(to, scope) => href({ season: to, league: scope })} />
      <div className="-mt-3 mb-6">
        <PillLinks
          label="表の係数"
          alignLabel
          pills={(['multi', 'single'] as const).map((as) => ({ href: href(view.query, as), label: BASIS_LABELS[as], active: as === basis }))}
        />
      </div>
      <div className="space-y-10">
        <ParkFactorSections season={season} league={league} basis={basis} factors={getVenueFactors(season, league)} trend={getParkTrend(league)} />
        {npb && npb.main.length > 0 ? (
          <PublishedComparison season={season} main={npb.main} simulated={isSimulated(getDataSource())} seasons={view.seasons} hrefFor={(to) => href({ season: to, league })} />
        ) : null}
        <ParkFactorMethod />
      </div>
    </>
  )
}
