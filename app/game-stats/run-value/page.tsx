import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { PageHeader } from '@/components/layout/PageHeader'
import { getRunValueView } from '@/lib/data/loaders/game-stats/run-value/get-run-value-view'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describeRunValuePage } from './_components/describe-run-value-page'
import { runValueHref } from './_components/run-value-href'
import { RunValueContent } from './_components/RunValueContent'
import { RunValueMethod } from './_components/RunValueMethod'

type Props = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describeRunValuePage(resolveGameStatsView(await searchParams)))
}

/** /game-stats/run-value: each event's run value for a season and league, its constants, and every season's (the Guts table, CSV). */
export default async function RunValuePage({ searchParams }: Props) {
  const view = resolveGameStatsView(await searchParams)
  const { season, league } = view.query
  const page = describeRunValuePage(view)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GameStatsSelectors view={view} href={(to, scope) => runValueHref({ season: to, league: scope }, view.latest)} />
      <div className="space-y-10">
        <RunValueContent data={getRunValueView(season, league)} season={season} league={league} latest={view.latest} />
        <RunValueMethod />
      </div>
    </>
  )
}
