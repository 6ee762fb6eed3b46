import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'ドラフト分析',
  description: 'ドラフト年・順位・出身（高校・大学・社会人）別に、入団後の出場数や成績を比較するドラフト分析。',
  path: '/analysis/draft',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function DraftAnalysisPage() {
  return <PendingPage page={page} />
}
