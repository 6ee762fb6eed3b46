import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '打撃成績',
  description: 'NPB全選手の打撃成績。打率・本塁打・打点から出塁率・長打率・OPS・wOBA・wRC+まで、チーム・リーグ・規定打席で絞り込めます。',
  path: '/stats/batting',
  crumbs: [{ label: '成績', href: '/stats' }],
}

export const metadata = pageMetadata(page)

export default function StatsBattingPage() {
  return <PendingPage page={page} />
}
