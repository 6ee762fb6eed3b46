import { PageHeader } from '@/components/layout/PageHeader'
import { LinkCardGrid } from '@/components/ui/LinkCardGrid'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'リーダー',
  description: 'NPBの打撃・投手各部門の上位選手。打席結果に基づく部門別リーダーと、一球ごとのデータに基づく投球・打席分析。',
  path: '/leaders',
}

export const metadata = pageMetadata(page)

export default function LeadersIndexPage() {
  return (
    <>
      <PageHeader page={page} />
      <LinkCardGrid
        cards={[
          { href: '/leaders/batting/atbat', title: '打撃部門リーダー', description: '打率・本塁打・打点・OPS・wRC+など12部門。左右・得点圏・月別・日付時点で絞り込み' },
          { href: '/leaders/pitching/atbat', title: '投手部門リーダー', description: '防御率・勝利・セーブ・ホールド・奪三振・FIPなど10部門。左右・得点圏・月別・日付時点で絞り込み' },
          { href: '/pitch-data/batting', title: '打席分析', description: 'カウント別・球種別・コース別の打撃結果' },
          { href: '/pitch-data/pitching', title: '投球分析', description: '球種割合・平均球速・コース別の投球分布' },
        ]}
      />
    </>
  )
}
