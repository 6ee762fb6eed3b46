import { PageHeader } from '@/components/layout/PageHeader'
import { LinkCardGrid } from '@/components/ui/LinkCardGrid'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: '成績',
  description: 'NPB全選手の打撃成績と投手成績。基本成績からセイバーメトリクス指標、打球や投球のデータまで、リーグ・チーム・守備位置・規定到達・期間・分割で絞り込んで比較できます。',
  path: '/stats',
}

export const metadata = pageMetadata(page)

export default function StatsIndexPage() {
  return (
    <>
      <PageHeader page={page} />
      <LinkCardGrid
        cards={[
          { href: '/stats/batting', title: '打撃成績', description: '全選手の打率・OPS・wOBA・wRC+から打球・スイングまで。列・期間・左右や得点圏で絞って並べ替え' },
          { href: '/stats/pitching', title: '投手成績', description: '全投手の防御率・FIP・K-BB%から球速・空振り率まで。列・期間・左右や得点圏で絞って並べ替え' },
          { href: '/records/season/players/batting/2025', title: '2025年 選手打撃成績', description: 'シーズン記録の打撃成績表' },
          { href: '/records/season/players/pitching/2025', title: '2025年 選手投手成績', description: 'シーズン記録の投手成績表' },
        ]}
      />
    </>
  )
}
