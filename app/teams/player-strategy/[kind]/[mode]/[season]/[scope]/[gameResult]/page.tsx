import { StrategyPage, describeStrategy } from '@/app/teams/player-strategy/_components/strategy-page'
import type { StrategyView } from '@/app/teams/player-strategy/_components/strategy-href'
import { parseRouteParams } from '@/lib/parse-route-params'
import { strategyTeamParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = PageProps<'/teams/player-strategy/[kind]/[mode]/[season]/[scope]/[gameResult]'>

/** The view of the path (`scope` is the club here); an unknown club or a season outside the data is a 404. */
async function load({ params }: Props) {
  const { kind, mode, season, scope, gameResult } = parseRouteParams(strategyTeamParams, await params)
  const view: StrategyView = { kind, mode, season, team: scope, result: gameResult }
  return { view, ...describeStrategy(view) }
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /teams/player-strategy/{kind}/{mode}/{season}/{team}/{gameResult}: how one club used its players. */
export default async function TeamPlayerStrategyPage(props: Props) {
  return <StrategyPage {...await load(props)} />
}
