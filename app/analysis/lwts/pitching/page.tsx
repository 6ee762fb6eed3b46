import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'LWTS（投手）',
  description: '打席結果ごとの得点価値（Linear Weights）で投手の失点抑止を評価するLWTSのランキング。',
  path: '/analysis/lwts/pitching',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function LwtsPitchingPage() {
  return <PendingPage page={page} />
}
