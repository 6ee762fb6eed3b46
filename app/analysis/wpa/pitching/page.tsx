import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'WPA（投手）',
  description: '投手が勝利確率をどれだけ押し上げたかを示すWPA（Win Probability Added）のランキングと、試合ごとの内訳。',
  path: '/analysis/wpa/pitching',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function WpaPitchingPage() {
  return <PendingPage page={page} />
}
