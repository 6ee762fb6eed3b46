import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '選手バブルチャート（投手）',
  description: '投手の奪三振率・与四球率・投球回などをバブルチャートで比較し、タイプの近い投手を見つけます。',
  path: '/analysis/bubble-chart/players/pitching',
  crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
}

export const metadata = pageMetadata(page)

export default function BubbleChartPlayersPitchingPage() {
  return <PendingPage page={page} />
}
