import { StrategyPage, describeStrategy } from '@/app/teams/player-strategy/_components/strategy-page'
import type { StrategyView } from '@/app/teams/player-strategy/_components/strategy-href'
import { parseRouteParams } from '@/lib/parse-route-params'
import { strategyAllTeamsParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = PageProps<'/teams/player-strategy/[kind]/[mode]/[season]/[scope]'>

/** The view of the path (`scope` is the game result here); a season outside the data is a 404. */
async function load({ params }: Props) {
  const { kind, mode, season, scope } = parseRouteParams(strategyAllTeamsParams, await params)
  const view: StrategyView = { kind, mode, season, team: null, result: scope }
  return { view, ...describeStrategy(view) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /teams/player-strategy/{kind}/{mode}/{season}/{gameResult}: how the twelve clubs used their players. */
export default async function PlayerStrategyPage(props: Props) {
  return <StrategyPage {...await load(props)} />
}
