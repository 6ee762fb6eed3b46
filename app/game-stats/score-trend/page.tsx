import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '得点推移',
  description: 'イニングごとの得点の入り方と、シーズンを通した1試合平均得点の推移を球団別に表示します。',
  path: '/game-stats/score-trend',
  crumbs: [{ label: '試合統計' }],
}

export const metadata = pageMetadata(page)

export default function ScoreTrendPage() {
  return <PendingPage page={page} />
}
