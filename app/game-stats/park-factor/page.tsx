import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'パークファクター',
  description: '球場ごとの得点・本塁打の出やすさ。本拠地と敵地の1試合平均得点の比を複数年で平準化して算出します。',
  path: '/game-stats/park-factor',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function ParkFactorPage() {
  return <PendingPage page={page} />
}
