import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '出身校・経歴検索',
  description: '出身高校・大学・社会人チームや出身地、ドラフト年・順位からNPBの選手を検索します。',
  path: '/players/career-search',
  crumbs: [{ label: '選手' }],
}

export const metadata = pageMetadata(page)

export default function CareerSearchPage() {
  return <PendingPage page={page} />
}
