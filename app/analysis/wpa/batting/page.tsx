import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'WPA（打者）',
  description: '打者が勝利確率をどれだけ押し上げたかを示すWPA（Win Probability Added）のランキングと、試合ごとの内訳。',
  path: '/analysis/wpa/batting',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function WpaBattingPage() {
  return <PendingPage page={page} />
}
