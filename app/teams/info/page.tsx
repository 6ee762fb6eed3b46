import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { TeamListPage } from '../_components/TeamListPage'

const page: PageDescriptor = {
  title: '12球団 球団情報',
  description: 'セ・リーグとパ・リーグのNPB12球団の正式名称・本拠地球場・創設年・マスコットと、各球団の成績ページへのリンク。',
  path: '/teams/info',
  crumbs: [{ label: 'チーム' }],
}

export const metadata = pageMetadata(page)

export default function TeamsInfoPage() {
  return <TeamListPage page={page} league={null} />
}
