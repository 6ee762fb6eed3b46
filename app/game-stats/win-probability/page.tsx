import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { PageHeader } from '@/components/layout/PageHeader'
import { getWinProbabilityFacts } from '@/lib/data/loaders/game-stats/win-probability/get-win-probability-facts'
import { getWinProbabilityMap } from '@/lib/data/loaders/game-stats/win-probability/get-win-probability-map'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { DifferenceSection } from './_components/DifferenceSection'
import { TieFacts } from './_components/TieFacts'
import { describeWinProbabilityPage, resolveWinProbabilityView } from './_components/win-probability-view'
import { WinProbabilityMapSection } from './_components/WinProbabilityMapSection'
import { WinProbabilityMethod } from './_components/WinProbabilityMethod'
import { WinProbabilitySelectors } from './_components/WinProbabilitySelectors'

type Props = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describeWinProbabilityPage(resolveWinProbabilityView(await searchParams)))
}

/** The home club's win probability by half-inning × score difference, one base-out state at a time, optionally against another season. */
export default async function WinProbabilityPage({ searchParams }: Props) {
  const view = resolveWinProbabilityView(await searchParams)
  const page = describeWinProbabilityPage(view)
  const { season } = view.query
  const { outs, bases } = view.state
  const map = getWinProbabilityMap(season, outs, bases)
  const facts = getWinProbabilityFacts(season)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <WinProbabilitySelectors view={view} />
      {map ? (
        <div className="space-y-10">
          <WinProbabilityMapSection map={map} state={view.state} />
          {view.compare !== null ? <DifferenceSection map={map} compare={view.compare} other={getWinProbabilityMap(view.compare, outs, bases)} state={view.state} /> : null}
          {facts ? <TieFacts facts={facts} /> : null}
          <WinProbabilityMethod />
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">
          {`${season}年は打席ごとの記録がないため、勝利確率のモデルを作れません。打席の記録がある年度を上の年度から選んでください。`}
        </p>
      )}
    </>
  )
}
