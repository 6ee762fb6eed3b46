import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'チームバブルチャート（投手）',
  description: '12球団の投手成績（防御率・FIP・奪三振率など）をバブルチャートで比較します。',
  path: '/analysis/bubble-chart/teams/pitching',
  crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
}

export const metadata = pageMetadata(page)

export default function BubbleChartTeamsPitchingPage() {
  return <PendingPage page={page} />
}
