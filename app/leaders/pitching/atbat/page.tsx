import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '投手部門リーダー',
  description: '打席結果から集計した投手部門の上位選手。防御率・勝利・奪三振・セーブ・ホールドなどの各部門をリーグ別に比較します。',
  path: '/leaders/pitching/atbat',
  crumbs: [{ label: 'リーダー', href: '/leaders' }],
}

export const metadata = pageMetadata(page)

export default function PitchingLeadersPage() {
  return <PendingPage page={page} />
}
