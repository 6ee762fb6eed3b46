import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '選手バブルチャート',
  description: '選手の成績を2つの指標の散布図と円の大きさで比較するバブルチャート。打者・投手を選べます。',
  path: '/analysis/bubble-chart/players',
  crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
}

export const metadata = pageMetadata(page)

export default function BubbleChartPlayersPage() {
  return <PendingPage page={page} />
}
