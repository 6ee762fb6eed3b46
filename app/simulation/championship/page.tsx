import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '優勝確率シミュレーション',
  description: '現在の順位と残り試合、チームの得失点から、モンテカルロ法でペナントの優勝確率を計算します。',
  path: '/simulation/championship',
  crumbs: [{ label: 'シミュレーション' }],
}

export const metadata = pageMetadata(page)

export default function ChampionshipSimulationPage() {
  return <PendingPage page={page} />
}
