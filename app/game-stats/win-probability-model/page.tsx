import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '勝利確率モデル',
  description: '勝利確率（WE）の算出方法と、モデルの予測と実際の勝率の比較。延長12回打ち切り・引き分けのあるNPBのルールを反映しています。',
  path: '/game-stats/win-probability-model',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function WinProbabilityModelPage() {
  return <PendingPage page={page} />
}
