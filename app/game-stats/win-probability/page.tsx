import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '勝利確率ヒートマップ',
  description: 'イニング・点差・走者とアウトの状況ごとの勝利確率（WE）をヒートマップで表示。NPBの試合記録から集計した勝利確率表です。',
  path: '/game-stats/win-probability',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function WinProbabilityPage() {
  return <PendingPage page={page} />
}
