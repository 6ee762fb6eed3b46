import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '投手成績',
  description: 'NPB全投手の投手成績。防御率・勝敗・セーブ・ホールドから奪三振率・WHIP・FIPまで、チーム・リーグ・規定投球回で絞り込めます。',
  path: '/stats/pitching',
  crumbs: [{ label: '成績', href: '/stats' }],
}

export const metadata = pageMetadata(page)

export default function StatsPitchingPage() {
  return <PendingPage page={page} />
}
