import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'ポジション相関',
  description: '守備位置と打撃・守備成績の関係を散布図と相関係数で分析します。',
  path: '/analysis/position-correlation',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function PositionCorrelationIndexPage() {
  return <PendingPage page={page} />
}
