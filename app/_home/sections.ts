import type { LinkCard } from '@/components/ui/LinkCardGrid'
import { DEFAULT_SEASON } from '@/lib/seasons'

/** Every section of the site, one card each. */
export const SECTIONS: readonly LinkCard[] = [
  { href: `/records/season/standings/${DEFAULT_SEASON}`, title: '順位表', description: `${DEFAULT_SEASON}年のセ・パ両リーグの順位・ゲーム差・対戦成績` },
  { href: `/records/season/players/batting/${DEFAULT_SEASON}`, title: 'シーズン成績', description: '選手・チームの打撃・投手成績とセイバーメトリクス' },
  { href: '/records/career/players/batting', title: '通算・歴代記録', description: '通算記録と1シーズンの歴代記録' },
  { href: '/records/career/countdown', title: '記録達成カウントダウン', description: '2000安打・200勝・250セーブなど節目の記録まであと何本か' },
  { href: '/records/titles', title: 'タイトル', description: '首位打者・最多勝・MVPなどの歴代受賞者' },
  { href: '/game-results', title: '試合結果', description: 'スコア・一球ごとの経過・勝利確率の推移' },
  { href: '/game-stats/run-expectancy', title: '試合統計', description: '得点期待値・得点価値・パークファクター・勝利確率' },
  { href: '/analysis/re24/batting', title: '分析', description: 'RE24・WPA・LWTS・バブルチャート・ドラフト分析' },
  { href: '/players/list', title: '選手', description: '選手一覧と出身校・経歴検索' },
  { href: '/teams/info', title: 'チーム', description: '12球団の球団情報・スタメン・選手起用' },
  { href: '/simulation/championship', title: 'シミュレーション', description: '優勝確率・成長曲線・対戦シミュレーション' },
  { href: '/sitemap', title: 'サイトマップ', description: 'すべてのページの一覧' },
]
