import { SITUATION_DEFINITIONS } from '@/lib/domain/analysis/situations-families'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { STATS_TYPE_LABELS } from '@/lib/route-labels'
import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import type { SituationalView } from './resolve-situational-view'
import { DEFAULT_FAMILY, SITUATIONAL_ROOT, situationalHref } from './situational-query'

/**
 * Title, lead, canonical and Dataset of a view. The table's league and family are part of the
 * address; the finder's filters are not (they refine the same page), so the canonical drops them.
 */
export function describeSituational(view: SituationalView): PageDescriptor {
  const { side, season, query } = view
  const label = STATS_TYPE_LABELS[side]
  const scope = query.league === 'npb' ? '' : `${LEAGUE_SCOPE_LABELS[query.league]} `
  const family = query.family === DEFAULT_FAMILY ? '' : `（${SITUATION_DEFINITIONS[query.family].label}別）`
  const title = `${season}年 ${scope}状況別${label}成績${family}`
  const description = `${season}年NPBの${side === 'batting' ? '打者' : '投手'}の状況別成績。走者・アウト・カウント・イニング・点差・レバレッジ・左右・ホーム/ビジターごとのリーグ全体の成績と上位の選手、そして満塁・二死・代打のような条件で1打席ずつ探せる打席検索（結果・RE24・WPAつき）。`
  const path = situationalHref(view.path, { ...query, finder: { filter: {}, all: false, page: 1 } })
  const api = `/api/analysis/plays?side=${side}&season=${season}`
  return datasetPage({
    title,
    description,
    path,
    crumbs: view.path === SITUATIONAL_ROOT ? [{ label: '分析' }] : [{ label: '分析' }, { label: '状況別成績', href: SITUATIONAL_ROOT }],
    dataset: {
      coverage: String(season),
      variables: ['打席', '打率', '出塁率', '長打率', 'OPS', '本塁打', '三振率', '四球率', 'RE24', 'WPA'],
      technique: '試合ごとの打席記録（レギュラーシーズン）を状況別に集計。RE24は得点期待値の変化、WPAは勝利確率の変化。',
      download: { href: api, format: 'application/json' },
    },
  })
}
