import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'チャートレース（打者）',
  description: 'シーズン中の本塁打・打点・安打など打撃成績の順位の移り変わりを日付順のアニメーションで表示します。',
  path: '/analysis/chart-race/batting',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function ChartRaceBattingPage() {
  return <PendingPage page={page} />
}
