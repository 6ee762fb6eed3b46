import { PageHeader } from '@/components/layout/PageHeader'
import { getAgingCurves } from '@/lib/data/loaders/simulation/growth-curve/get-aging-curves'
import { getPlayerGrowth } from '@/lib/data/loaders/simulation/growth-curve/get-player-growth'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describeGrowthPage } from './_components/describe-growth-page'
import { GrowthMethod } from './_components/GrowthMethod'
import { GrowthPicker } from './_components/GrowthPicker'
import { parseGrowthQuery, type GrowthQuery, type SearchParams } from './_components/growth-query'
import { LeagueCurvesSection } from './_components/LeagueCurvesSection'
import { PlayerGrowthSection } from './_components/PlayerGrowthSection'

type Props = { searchParams: Promise<SearchParams> }

/** The URL's view: the player asked for (null when none or unknown) and the league's curves for the side in view. */
function resolveView(query: GrowthQuery) {
  const growth = query.player === null ? null : getPlayerGrowth(query.player, query.role)
  const batting = getAgingCurves('batting')
  const pitching = getAgingCurves('pitching')
  const curves = (growth?.role ?? query.role) === 'pitching' ? pitching : batting
  return { growth, curves, batting, pitching, missing: query.player !== null && growth === null }
}

export async function generateMetadata({ searchParams }: Props) {
  const { growth, curves } = resolveView(parseGrowthQuery(await searchParams))
  return pageMetadata(describeGrowthPage(growth, { from: curves?.from ?? null, to: curves?.to ?? null }))
}

/** /simulation/growth-curve: the league's aging curves, or a player's path over them with his Marcel projection. */
export default async function GrowthCurveSimulationPage({ searchParams }: Props) {
  const query = parseGrowthQuery(await searchParams)
  const { growth, curves, batting, pitching, missing } = resolveView(query)
  const page = describeGrowthPage(growth, { from: curves?.from ?? null, to: curves?.to ?? null })
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GrowthPicker query={query} missing={missing} />
      <div className="space-y-10">
        {growth ? (
          <PlayerGrowthSection growth={growth} />
        ) : curves ? (
          <LeagueCurvesSection curves={curves} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">データベースがまだ用意されていないため、成長曲線を表示できません。</p>
        )}
        <GrowthMethod batting={batting?.backtest ?? null} pitching={pitching?.backtest ?? null} />
      </div>
    </>
  )
}
