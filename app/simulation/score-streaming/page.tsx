import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'スコア速報シミュレーション',
  description: '試合経過を一球ずつ再生し、得点と勝利確率の変化を速報形式で再現します。',
  path: '/simulation/score-streaming',
  crumbs: [{ label: 'シミュレーション' }],
}

export const metadata = pageMetadata(page)

export default function ScoreStreamingSimulationPage() {
  return <PendingPage page={page} />
}
