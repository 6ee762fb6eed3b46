import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '打撃部門リーダー',
  description: '打席結果から集計した打撃部門の上位選手。打率・本塁打・打点・盗塁・出塁率などの各部門をリーグ別に比較します。',
  path: '/leaders/batting/atbat',
  crumbs: [{ label: 'リーダー', href: '/leaders' }],
}

export const metadata = pageMetadata(page)

export default function BattingLeadersPage() {
  return <PendingPage page={page} />
}
