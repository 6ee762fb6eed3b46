import { PageHeader } from '@/components/layout/PageHeader'
import { LinkCardGrid } from '@/components/ui/LinkCardGrid'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '成績',
  description: 'NPB全選手の打撃成績と投手成績。基本成績からセイバーメトリクス指標まで、リーグ・チーム・規定到達で絞り込んで比較できます。',
  path: '/stats',
}

export const metadata = pageMetadata(page)

export default function StatsIndexPage() {
  return (
    <>
      <PageHeader page={page} />
      <LinkCardGrid
        cards={[
          { href: '/stats/batting', title: '打撃成績', description: '打率・本塁打・打点・OPS・wOBA・wRC+' },
          { href: '/stats/pitching', title: '投手成績', description: '防御率・勝敗・セーブ・奪三振率・WHIP・FIP' },
          { href: '/records/season/players/batting/2025', title: '2025年 選手打撃成績', description: 'シーズン記録の打撃成績表' },
          { href: '/records/season/players/pitching/2025', title: '2025年 選手投手成績', description: 'シーズン記録の投手成績表' },
        ]}
      />
    </>
  )
}
