import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '通算打撃記録',
  description: 'データに収録された全シーズンを通算した打撃記録のランキング。安打・本塁打・打点・盗塁・打率（規定以上）の歴代上位です。',
  path: '/records/career/players/batting',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function CareerBattingRecordsPage() {
  return <PendingPage page={page} />
}
