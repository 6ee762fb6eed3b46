import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '試合結果',
  description: 'NPB公式戦の日別の試合結果。スコア・勝敗投手・本塁打と、試合ごとの詳細（イニングスコア・一球ごとの経過・勝利確率の推移）へのリンク。',
  path: '/game-results',
}

export const metadata = pageMetadata(page)

export default function GameResultsPage() {
  return <PendingPage page={page} />
}
