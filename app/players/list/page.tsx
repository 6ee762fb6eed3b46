import { PendingPage } from '@/components/layout/PendingPage'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '選手一覧',
  description: 'NPB全12球団の所属選手一覧。背番号・守備位置・投打・生年月日で並べ替え、現役・引退で絞り込めます。',
  path: '/players/list',
  crumbs: [{ label: '選手' }],
}

export const metadata = pageMetadata(page)

export default function PlayerListPage() {
  return <PendingPage page={page} />
}
