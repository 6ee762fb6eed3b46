import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '投球分析',
  description: '投手ごとの球種割合・平均球速・コース別の投球分布と結果。一球ごとのデータから集計します。',
  path: '/pitch-data/pitching',
  crumbs: [{ label: '投球データ' }],
}

export const metadata = pageMetadata(page)

export default function PitchDataPitchingPage() {
  return <PendingPage page={page} />
}
