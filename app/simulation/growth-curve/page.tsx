import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '成長曲線シミュレーション',
  description: '年齢による成績の変化（エイジングカーブ）から、選手の今後の成績を予測する成長曲線シミュレーション。',
  path: '/simulation/growth-curve',
  crumbs: [{ label: 'シミュレーション' }],
}

export const metadata = pageMetadata(page)

export default function GrowthCurveSimulationPage() {
  return <PendingPage page={page} />
}
