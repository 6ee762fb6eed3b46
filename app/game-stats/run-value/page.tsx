import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '得点価値（Linear Weights）',
  description: '単打・二塁打・本塁打・四球・三振など打席結果ごとの得点価値。得点期待値の変化から算出する線形加重値です。',
  path: '/game-stats/run-value',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function RunValuePage() {
  return <PendingPage page={page} />
}
