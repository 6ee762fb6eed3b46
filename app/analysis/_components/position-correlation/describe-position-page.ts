import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { POSITION_CORRELATION_MODE_LABELS } from '@/lib/route-labels'
import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { POSITION_CORRELATION_PATH, positionViewPath, type PositionView } from './position-view-href'

const LEADS = {
  batting: (season: number, scope: string) =>
    `${season}年の${scope}の守備位置別の打撃成績（打率・出塁率・長打率・OPS・wRC+・wRAA）と、各ポジションの打撃が球団の得点・得失点差・勝率とどれだけ連動するかを相関係数のヒートマップと散布図で分析します。`,
  fielding: (season: number, scope: string) =>
    `${season}年の${scope}の守備位置別の守備成績（試合・守備イニング・刺殺・補殺・失策・守備率）と、各ポジションの守備率が球団の失点・得失点差・勝率とどれだけ連動するかを相関係数のヒートマップと散布図で分析します。`,
} as const

const VARIABLES = {
  batting: ['打席', '打率', '出塁率', '長打率', 'OPS', 'wRC+', 'wRAA', '相関係数'],
  fielding: ['試合', '守備イニング', '刺殺', '補殺', '失策', '守備率', 'RF', '相関係数'],
} as const

/**
 * The title, lead, canonical, breadcrumb and Dataset of a view. The default view is the family's
 * bare path and its plain title; the others name their season, mode and clubs.
 */
export function describePositionPage(view: PositionView, latest: number): PageDescriptor {
  const path = positionViewPath(view, latest)
  const scope = view.team === 'all' ? '12球団' : TEAM_BY_CODE[view.team].shortName
  const plain = path === POSITION_CORRELATION_PATH
  const title = plain ? 'ポジション相関' : `${view.season}年 ポジション相関（${POSITION_CORRELATION_MODE_LABELS[view.mode]}・${scope}）`
  const description = LEADS[view.mode](view.season, scope)
  return datasetPage({
    title,
    description,
    path,
    crumbs: plain ? [{ label: '分析' }] : [{ label: '分析' }, { label: 'ポジション相関', href: POSITION_CORRELATION_PATH }],
    dataset: {
      name: plain ? `${view.season}年 ポジション相関（打撃・12球団）` : title,
      coverage: String(view.season),
      variables: VARIABLES[view.mode],
      technique: '打席ごとの記録を打者の守備位置別に集計し、球団ごとの値と得点・失点・勝率とのピアソンの相関係数を計算',
    },
  })
}
