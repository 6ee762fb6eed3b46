import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'チームバブルチャート（打撃）',
  description: '12球団の打撃成績（得点・OPS・本塁打など）をバブルチャートで比較します。',
  path: '/analysis/bubble-chart/teams/batting',
  crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
}

export const metadata = pageMetadata(page)

export default function BubbleChartTeamsBattingPage() {
  return <PendingPage page={page} />
}
