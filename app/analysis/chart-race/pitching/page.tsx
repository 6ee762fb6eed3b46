import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'チャートレース（投手）',
  description: 'シーズン中の奪三振・勝利・セーブなど投手成績の順位の移り変わりを日付順のアニメーションで表示します。',
  path: '/analysis/chart-race/pitching',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function ChartRacePitchingPage() {
  return <PendingPage page={page} />
}
