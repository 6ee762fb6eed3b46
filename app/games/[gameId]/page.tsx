import { PendingPage } from '@/components/layout/PendingPage'
import { matchupLabel } from '@/lib/domain/games/matchup'
import { describeGameId } from '@/lib/game-id'
import { parseRouteParams } from '@/lib/parse-route-params'
import { gameParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/games/[gameId]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { gameId } = parseRouteParams(gameParams, await params)
  const game = describeGameId(gameId)
  return {
    title: `${game.dateLabel} ${matchupLabel(game.awayName, game.homeName)}`,
    description: `${game.dateLabel}の${matchupLabel(game.awayName, game.homeName, '対')}の試合詳細。イニングスコア、打席ごとの経過、一球ごとの投球データ、勝利確率の推移。`,
    path: `/games/${gameId}`,
    crumbs: [{ label: '試合結果', href: '/game-results' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function GamePage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
