/**
 * Header, drawer and footer navigation as typed config. A `MenuItem` either links somewhere or
 * opens a nested submenu; parents with children never navigate (site spec §2).
 */
export type MenuLink = { label: string; href: string }
export type MenuParent = { label: string; children: readonly MenuLink[] }
export type MenuItem = MenuLink | MenuParent
export type MenuGroup = { id: string; label: string; items: readonly MenuItem[] }

export function isMenuParent(item: MenuItem): item is MenuParent {
  return 'children' in item
}

export const MAIN_MENU: readonly MenuGroup[] = [
  {
    id: 'records',
    label: '記録',
    items: [
      {
        label: '順位表',
        children: [
          { label: '2025年 順位表', href: '/records/season/standings/2025' },
          { label: '2024年 順位表', href: '/records/season/standings/2024' },
        ],
      },
      {
        label: 'シーズン成績',
        children: [
          { label: '選手 打撃成績', href: '/records/season/players/batting/2025' },
          { label: '選手 投手成績', href: '/records/season/players/pitching/2025' },
          { label: 'チーム 打撃成績', href: '/records/season/teams/batting/2025' },
          { label: 'チーム 投手成績', href: '/records/season/teams/pitching/2025' },
        ],
      },
      {
        label: '通算記録',
        children: [
          { label: '通算 投手記録', href: '/records/career/players' },
          { label: '通算 打撃記録', href: '/records/career/players/batting' },
        ],
      },
      {
        label: '歴代シーズン記録',
        children: [
          { label: 'シーズン 投手記録', href: '/records/historical-season/players' },
          { label: 'シーズン 打撃記録', href: '/records/historical-season/players/batting' },
        ],
      },
      { label: 'タイトル', href: '/records/titles' },
      { label: '年度別リーグ平均', href: '/records/season-average/pitching' },
    ],
  },
  {
    id: 'leaders',
    label: 'リーダー',
    items: [
      { label: '投手リーダー', href: '/leaders/pitching/atbat' },
      { label: '打者リーダー', href: '/leaders/batting/atbat' },
    ],
  },
  {
    id: 'stats',
    label: '成績',
    items: [
      { label: '投手成績', href: '/stats/pitching' },
      { label: '打撃成績', href: '/stats/batting' },
    ],
  },
  { id: 'games', label: '試合', items: [{ label: '試合結果', href: '/game-results' }] },
  {
    id: 'pitch-data',
    label: '投球データ',
    items: [
      { label: '投球分析', href: '/pitch-data/pitching' },
      { label: '打席分析', href: '/pitch-data/batting' },
    ],
  },
  {
    id: 'players',
    label: '選手',
    items: [
      { label: '選手一覧', href: '/players/list' },
      { label: '出身校・経歴検索', href: '/players/career-search' },
    ],
  },
  {
    id: 'teams',
    label: 'チーム',
    items: [
      { label: '球団情報', href: '/teams/info' },
      { label: 'スタメン', href: '/teams/starting-lineup' },
      {
        label: '選手起用',
        children: [
          { label: '投手起用', href: '/teams/player-strategy/pitching' },
          { label: '守備起用', href: '/teams/player-strategy/fielding' },
        ],
      },
    ],
  },
  {
    id: 'game-stats',
    label: '試合統計',
    items: [
      {
        label: '勝利確率',
        children: [
          { label: '勝利確率ヒートマップ', href: '/game-stats/win-probability' },
          { label: '勝利確率モデル', href: '/game-stats/win-probability-model' },
        ],
      },
      {
        label: '得点',
        children: [
          { label: '得点分布', href: '/game-stats/score-distribution' },
          { label: '得点推移', href: '/game-stats/score-trend' },
        ],
      },
      { label: '得点期待値', href: '/game-stats/run-expectancy' },
      { label: '得点価値', href: '/game-stats/run-value' },
      { label: 'パークファクター', href: '/game-stats/park-factor' },
    ],
  },
  {
    id: 'analysis',
    label: '分析',
    items: [
      {
        label: 'バブルチャート',
        children: [
          { label: 'チーム 投手', href: '/analysis/bubble-chart/teams/pitching' },
          { label: '選手 投手', href: '/analysis/bubble-chart/players/pitching' },
        ],
      },
      { label: 'チャートレース', href: '/analysis/chart-race/pitching' },
      { label: 'ポジション相関', href: '/analysis/position-correlation' },
      {
        label: 'セイバーメトリクス',
        children: [
          { label: 'WPA', href: '/analysis/wpa/pitching' },
          { label: 'RE24', href: '/analysis/re24/pitching' },
          { label: 'LWTS', href: '/analysis/lwts/pitching' },
        ],
      },
      { label: 'ドラフト分析', href: '/analysis/draft' },
      { label: '状況別成績', href: '/analysis/situational' },
    ],
  },
  {
    id: 'simulation',
    label: 'シミュレーション',
    items: [
      { label: '優勝確率', href: '/simulation/championship' },
      { label: '成長曲線', href: '/simulation/growth-curve' },
      { label: '対戦シミュレーション', href: '/simulation/matchup' },
    ],
  },
  {
    id: 'other',
    label: 'その他',
    items: [
      { label: 'コラム', href: '/columns' },
      { label: 'サイトマップ', href: '/sitemap' },
    ],
  },
]

export type FooterGroup = { label: string; links: readonly MenuLink[] }

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    label: '記録',
    links: [
      { label: '順位表', href: '/records/season/standings/2025' },
      { label: 'シーズン成績', href: '/records/season/players/batting/2025' },
      { label: '通算記録', href: '/records/career/players/batting' },
      { label: 'タイトル', href: '/records/titles' },
      { label: '記録達成カウントダウン', href: '/records/career/countdown' },
    ],
  },
  {
    label: 'リーダー',
    links: [
      { label: '打者リーダー', href: '/leaders/batting/atbat' },
      { label: '投手リーダー', href: '/leaders/pitching/atbat' },
      { label: '打撃成績', href: '/stats/batting' },
      { label: '投手成績', href: '/stats/pitching' },
    ],
  },
  {
    label: 'セイバーメトリクス',
    links: [
      { label: '得点期待値', href: '/game-stats/run-expectancy' },
      { label: 'WPA', href: '/analysis/wpa/batting' },
      { label: 'RE24', href: '/analysis/re24/batting' },
      { label: 'パークファクター', href: '/game-stats/park-factor' },
    ],
  },
  {
    label: 'その他',
    links: [
      { label: '試合結果', href: '/game-results' },
      { label: 'リリースノート', href: '/releases' },
      { label: 'コラム', href: '/columns' },
      { label: 'サイトマップ', href: '/sitemap' },
    ],
  },
]

/** The current item is highlighted when the path starts with its route (home only on itself). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

export function listMenuLinks(groups: readonly MenuGroup[] = MAIN_MENU): MenuLink[] {
  return groups.flatMap((group) => group.items.flatMap((item) => (isMenuParent(item) ? item.children : [item])))
}

/**
 * The one link to mark as current: of all links whose route the path starts with, the longest,
 * so /records/career/players/batting marks 打撃 rather than its shorter pitching sibling too.
 */
export function findCurrentHref(pathname: string, links: readonly MenuLink[]): string | null {
  let best: string | null = null
  for (const { href } of links) {
    if (isActivePath(pathname, href) && (best === null || href.length > best.length)) best = href
  }
  return best
}

export function itemContainsHref(item: MenuItem, href: string | null): boolean {
  if (href === null) return false
  return isMenuParent(item) ? item.children.some((child) => child.href === href) : item.href === href
}

export function groupContainsHref(group: MenuGroup, href: string | null): boolean {
  return group.items.some((item) => itemContainsHref(item, href))
}
