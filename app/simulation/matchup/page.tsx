import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '対戦シミュレーション',
  description: '打者と投手の成績から、1打席の結果の確率と対戦成績をシミュレーションします。',
  path: '/simulation/matchup',
  crumbs: [{ label: 'シミュレーション' }],
}

export const metadata = pageMetadata(page)

export default function MatchupSimulationPage() {
  return <PendingPage page={page} />
}
