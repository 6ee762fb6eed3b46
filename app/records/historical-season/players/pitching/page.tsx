import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '歴代シーズン投手記録',
  description: '1シーズンの投手記録の歴代上位。最多勝利・最多奪三振・最優秀防御率（規定投球回以上）などを選手・球団・年度付きで一覧します。',
  path: '/records/historical-season/players/pitching',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function HistoricalSeasonPitchingPage() {
  return <PendingPage page={page} />
}
