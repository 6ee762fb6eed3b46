import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '選手バブルチャート（打者）',
  description: '打者の出塁率・長打率・打席数などをバブルチャートで比較し、タイプの近い打者を見つけます。',
  path: '/analysis/bubble-chart/players/batting',
  crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
}

export const metadata = pageMetadata(page)

export default function BubbleChartPlayersBattingPage() {
  return <PendingPage page={page} />
}
