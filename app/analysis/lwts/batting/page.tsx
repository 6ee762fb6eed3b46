import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'LWTS（打者）',
  description: '打席結果ごとの得点価値（Linear Weights）で打者の得点貢献を評価するLWTSのランキング。',
  path: '/analysis/lwts/batting',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function LwtsBattingPage() {
  return <PendingPage page={page} />
}
