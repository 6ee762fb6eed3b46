import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '得点分布',
  description: '1試合あたりの得点・失点の分布を球団別・リーグ別に表示。完封や大量得点の頻度がわかります。',
  path: '/game-stats/score-distribution',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function ScoreDistributionPage() {
  return <PendingPage page={page} />
}
