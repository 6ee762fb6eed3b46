import { PendingPage } from '@/components/layout/PendingPage'
import { GAME_MVP_TAB_LABELS } from '@/lib/route-labels'
import { parseRouteParams } from '@/lib/parse-route-params'
import { gameMvpParams } from '@/lib/route-params'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

type Props = PageProps<'/game-results/mvp/[tabType]'>

async function describe({ params }: Props): Promise<PageDescriptor> {
  const { tabType } = parseRouteParams(gameMvpParams, await params)
  const label = GAME_MVP_TAB_LABELS[tabType]
  return {
    title: `${label}MVP`,
    description: `WPA（勝利確率の上昇量）から選んだ${label}のMVP。試合の勝敗を最も動かした選手を、打者・投手別に表示します。`,
    path: `/game-results/mvp/${tabType}`,
    crumbs: [{ label: '試合結果', href: '/game-results' }],
  }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(await describe(props))
}

export default async function GameMvpPage(props: Props) {
  return <PendingPage page={await describe(props)} />
}
