import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '年度別リーグ平均（打撃）',
  description: 'セ・パ両リーグとNPB全体の打撃指標のリーグ平均を年度別に比較。打率・出塁率・長打率・本塁打率・三振率の推移を表とグラフで示します。',
  path: '/records/season-average/batting',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function SeasonAverageBattingPage() {
  return <PendingPage page={page} />
}
