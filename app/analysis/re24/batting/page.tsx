import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'RE24（打者）',
  description: '打席ごとの得点期待値の変化を積み上げたRE24で、打者が生み出した得点を評価します。',
  path: '/analysis/re24/batting',
  crumbs: [{ label: '分析' }],
}

export const metadata = pageMetadata(page)

export default function Re24BattingPage() {
  return <PendingPage page={page} />
}
