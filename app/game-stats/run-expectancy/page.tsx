import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '得点期待値（RE24）',
  description: 'アウトカウントと走者状況の24通りごとに、そのイニングの終わりまでに入る平均得点（得点期待値）をリーグ・年度別に集計します。',
  path: '/game-stats/run-expectancy',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function RunExpectancyPage() {
  return <PendingPage page={page} />
}
