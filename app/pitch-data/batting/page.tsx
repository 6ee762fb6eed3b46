import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '打席分析',
  description: '打者ごとのカウント別・球種別・コース別の打撃結果。一球ごとのデータから集計します。',
  path: '/pitch-data/batting',
  crumbs: [{ label: '投球データ' }],
}

export const metadata = pageMetadata(page)

export default function PitchDataBattingPage() {
  return <PendingPage page={page} />
}
