import { leaderboardStructuredData } from '@/components/stats/leaderboards/leaderboard-structured-data'
import { leaderCategories } from '@/lib/domain/leaders/leader-categories'
import { splitFilterLabels } from '@/lib/domain/splits/split-labels'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import { LEAGUES } from '@/lib/route-params'
import type { LeadersBoard } from '@/lib/schemas/leaders-board'
import { withSeasonQuery } from '@/lib/schemas/search-params'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { LEADERS_PATHS, type LeadersView } from './leaders-query'

const NAMES = { batting: '打撃部門リーダー', pitching: '投手部門リーダー' } as const
const QUALIFIER = { batting: '規定打席', pitching: '規定投球回' } as const

/** The first card's lists (AVG, ERA) as schema.org ItemLists, one per league; none when they are empty. */
function structuredData(title: string, board: LeadersBoard | null): PageDescriptor['structuredData'] {
  const card = board?.categories[0]
  if (!board || !card) return undefined
  const lists = LEAGUES.flatMap((league) => {
    const entries = card.leagues[league] ?? []
    if (entries.length === 0) return []
    return [{ title: `${LEAGUE_NAMES[league]} ${card.label}`, order: card.order, rows: entries.map((entry) => ({ ...entry, season: board.season })) }]
  })
  return lists.length > 0 ? leaderboardStructuredData(title, lists, board.side) : undefined
}

/**
 * Title, lead and canonical of a view: the season, the league when one is chosen and the splits
 * as labels (「2025年 打撃部門リーダー 対左投手・得点圏」). The canonical address keeps only the
 * season: a league, N or split is a view of the same page.
 */
export function describeLeaders(view: LeadersView, board: LeadersBoard | null): PageDescriptor {
  const labels = splitFilterLabels(view.filter, view.side)
  const league = view.league ? `${LEAGUE_NAMES[view.league]} ` : ''
  const title = `${view.season}年 ${league}${NAMES[view.side]}${labels.length > 0 ? ` ${labels.join('・')}` : ''}`
  const stats = leaderCategories(view.side).map((category) => category.label).join('・')
  const scope = view.league ? `${LEAGUE_NAMES[view.league]}の` : 'セ・パ両リーグ別に'
  const split = labels.length > 0 ? `（${labels.join('・')}）` : ''
  const description = `${view.season}年NPB${split}の${NAMES[view.side]}。${stats}の上位${view.top}人を${scope}、率の部門は${QUALIFIER[view.side]}以上で並べます。左右・ホーム/ビジター・得点圏・月別・カウント・イニング・日付時点で絞り込め、打席ごとの記録から集計しています。`
  const data = structuredData(title, board)
  return {
    title,
    description,
    path: withSeasonQuery(LEADERS_PATHS[view.side], view.season, view.latest),
    crumbs: [{ label: 'リーダー', href: '/leaders' }],
    ...(data ? { structuredData: data } : {}),
  }
}
