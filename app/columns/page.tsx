import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'コラム',
  description: 'NPBデータバンクのデータを使ったコラム。セイバーメトリクスの指標の読み方や、シーズンの注目データを解説します。',
  path: '/columns',
}

export const metadata = pageMetadata(page)

export default function ColumnsPage() {
  return <PendingPage page={page} />
}
