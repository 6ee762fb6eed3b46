import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { TeamListPage } from '../_components/TeamListPage'

const page: PageDescriptor = {
  title: `${LEAGUE_NAMES.pacific} 球団情報`,
  description: 'パ・リーグ6球団の正式名称・本拠地球場・創設年・マスコットと、各球団の成績ページへのリンク。',
  path: '/teams/pacific',
  crumbs: [{ label: 'チーム', href: '/teams/info' }],
}

export const metadata = pageMetadata(page)

export default function PacificTeamsPage() {
  return <TeamListPage page={page} league="pacific" />
}
