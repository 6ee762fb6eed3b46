import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'スタメン',
  description: '12球団の先発オーダーの傾向。打順ごとの起用選手と出場試合数を球団・年度別に確認できます。',
  path: '/teams/starting-lineup',
  crumbs: [{ label: 'チーム', href: '/teams/info' }],
}

export const metadata = pageMetadata(page)

export default function StartingLineupIndexPage() {
  return <PendingPage page={page} />
}
