import { PageHeader } from '@/components/layout/PageHeader'
import { parseRouteParams } from '@/lib/parse-route-params'
import { gameMvpParams } from '@/lib/route-params'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { DailyMvpView } from '../_components/DailyMvpView'
import { loadDailyView } from '../_components/load-daily-view'
import { loadMonthlyView } from '../_components/load-monthly-view'
import { MonthlyMvpView } from '../_components/MonthlyMvpView'
import { MvpMethod } from '../_components/MvpMethod'
import { mvpQuerySchema } from '../_components/mvp-query'
import { MvpTabs } from '../_components/MvpTabs'

type Props = PageProps<'/game-results/mvp/[tabType]'>

/** An unknown tab is a 404 (parseRouteParams); bad ?date=, ?month= or ?league= fall back to the defaults. */
async function load({ params, searchParams }: Props) {
  const { tabType } = parseRouteParams(gameMvpParams, await params)
  const query = mvpQuerySchema.parse(await searchParams)
  return tabType === 'daily' ? loadDailyView(query) : loadMonthlyView(query)
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /game-results/mvp/monthly and /daily: game MVPs and the month's leaders by WPA. */
export default async function GameMvpPage(props: Props) {
  const view = await load(props)
  return (
    <>
      <PageHeader page={view.page} />
      <MvpTabs current={view.tab} />
      {view.tab === 'daily' ? <DailyMvpView view={view} /> : <MonthlyMvpView view={view} />}
      <MvpMethod />
      <JsonLd data={pageStructuredData(view.page)} />
    </>
  )
}
