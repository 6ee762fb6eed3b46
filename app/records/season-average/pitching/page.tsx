import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '年度別リーグ平均（投手）',
  description: 'セ・パ両リーグとNPB全体の投手指標のリーグ平均を年度別に比較。防御率・奪三振率・与四球率・被本塁打率の推移を表とグラフで示します。',
  path: '/records/season-average/pitching',
  crumbs: [{ label: '記録' }],
}

export const metadata = pageMetadata(page)

export default function SeasonAveragePitchingPage() {
  return <PendingPage page={page} />
}
