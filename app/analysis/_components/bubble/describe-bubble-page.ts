import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { datasetPage } from '@/lib/seo/dataset-page'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { bubbleColumn } from './bubble-columns'
import { bubbleApiHref, bubbleCanonical, type BubblePage } from './bubble-href'
import type { BubblePageView } from './resolve-bubble-view'

const TITLES: Readonly<Record<BubblePage['scope'], Readonly<Record<StatSide, string>>>> = {
  players: { batting: '選手バブルチャート（打者）', pitching: '選手バブルチャート（投手）' },
  teams: { batting: 'チームバブルチャート（打撃）', pitching: 'チームバブルチャート（投手）' },
}

const WHO: Readonly<Record<BubblePage['scope'], Readonly<Record<StatSide, string>>>> = {
  players: { batting: '打者', pitching: '投手' },
  teams: { batting: '各球団の打撃と勝敗', pitching: '各球団の投手成績と勝敗' },
}

const EXAMPLES: Readonly<Record<BubblePage['scope'], Readonly<Record<StatSide, string>>>> = {
  players: { batting: 'OPS・wRC+・出塁率・長打率・本塁打・打席数など', pitching: '奪三振率・与四球率・K%・BB%・FIP・投球回など' },
  teams: { batting: '得点・失点・勝利・OPS・wRC+・本塁打など', pitching: '防御率・FIP・WHIP・K%・失点・勝利など' },
}

/**
 * A chart page's title, lead, canonical and Dataset. The canonical keeps the season and league
 * (they choose the data) and drops the metrics, qualifier and order (views of it); the bare
 * /players and /teams pages name their batting chart's address.
 */
export function describeBubblePage(page: BubblePage, { query, latest, view }: Pick<BubblePageView, 'query' | 'latest' | 'view'>): PageDescriptor {
  const { season, league } = query
  const scope = LEAGUE_SCOPE_LABELS[league]
  const title = [season === latest ? null : `${season}年`, league === 'npb' ? null : scope, TITLES[page.scope][page.side]].filter(Boolean).join(' ')
  const qualifier = page.scope === 'players' ? '対象は規定到達者・規定の半分以上・全選手から選べます。' : ''
  const description = `${season}年${scope}の${WHO[page.scope][page.side]}を、横軸・縦軸の2つの指標と円の大きさで比べるバブルチャート。${EXAMPLES[page.scope][page.side]}から指標を選べ、${qualifier}色は球団、破線は平均です。同じ数値を並べ替えられる表でも見られます。`
  const path = bubbleCanonical(page, query, latest)
  const labels = [view.x, view.y, view.size].flatMap((key) => bubbleColumn(page.scope, page.side, key)?.label ?? [])
  return datasetPage({
    title,
    description,
    path,
    crumbs: [{ label: '分析' }, { label: 'バブルチャート', href: '/analysis/bubble-chart/players' }],
    dataset: {
      coverage: String(season),
      variables: [...new Set(labels)],
      download: { href: bubbleApiHref({ ...page, season, league, qual: view.qual, x: view.x, y: view.y, size: view.size }), format: 'application/json' },
    },
  })
}
