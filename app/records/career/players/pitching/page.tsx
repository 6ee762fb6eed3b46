import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '通算投手記録',
  description: 'データに収録された全シーズンを通算した投手記録のランキング。勝利・セーブ・ホールド・奪三振・防御率（規定以上）の歴代上位です。',
  path: '/records/career/players/pitching',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function CareerPitchingRecordsPage() {
  return <PendingPage page={page} />
}
