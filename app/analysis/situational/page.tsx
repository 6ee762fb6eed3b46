import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '状況別成績',
  description: '得点圏・満塁・走者なし・イニング・点差など、状況別の打撃・投手成績を比較します。',
  path: '/analysis/situational',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function SituationalIndexPage() {
  return <PendingPage page={page} />
}
