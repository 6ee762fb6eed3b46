import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'RE24（投手）',
  description: '打席ごとの得点期待値の変化を積み上げたRE24で、投手が防いだ失点を評価します。',
  path: '/analysis/re24/pitching',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function Re24PitchingPage() {
  return <PendingPage page={page} />
}
