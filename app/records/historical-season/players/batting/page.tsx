import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '歴代シーズン打撃記録',
  description: '1シーズンの打撃記録の歴代上位。最高打率（規定打席以上）・最多本塁打・最多打点などを選手・球団・年度付きで一覧します。',
  path: '/records/historical-season/players/batting',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function HistoricalSeasonBattingPage() {
  return <PendingPage page={page} />
}
