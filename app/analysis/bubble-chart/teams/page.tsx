import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'チームバブルチャート',
  description: '12球団のチーム成績を2つの指標の散布図と円の大きさで比較するバブルチャート。',
  path: '/analysis/bubble-chart/teams',
  crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
}

export const metadata = pageMetadata(page)

export default function BubbleChartTeamsPage() {
  return <PendingPage page={page} />
}
