import { PageLink } from '@/components/navigation/PageLink'
import { TEAMS } from '@/lib/domain/teams/teams'
import { clubInScope } from '@/lib/domain/game-stats/score-scope'
import { withSeasonQuery } from '@/lib/schemas/search-params'
import type { ScoreSide } from './score-side'

const PAGES = [
  { href: '/game-stats/score-distribution', label: '得点分布' },
  { href: '/game-stats/score-trend', label: '得点環境の推移' },
  { href: '/records/season-average/batting', label: '年度別リーグ平均（打撃）' },
] as const

/** Where to go next: the other score page, the season averages, and each club's own score page for the season. */
export function ScorePageLinks({ side, latest, current }: { side: ScoreSide; latest: number; current: string }) {
  const clubs = TEAMS.filter((team) => clubInScope(side.league)(team.id))
  return (
    <nav aria-labelledby="score-links" className="space-y-2 text-sm">
      <h2 id="score-links" className="text-lg font-bold text-slate-900">関連ページ</h2>
      <ul className="flex flex-wrap gap-x-4">
        {PAGES.filter((page) => page.href !== current).map((page) => (
          <li key={page.href}>
            <PageLink href={page.href} className="tap-link">{page.label}</PageLink>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{`球団別の${side.season}年の得点分布（得点・失点、イニング別、点差別）:`}</p>
      <ul className="flex flex-wrap gap-x-3">
        {clubs.map((team) => (
          <li key={team.id}>
            <PageLink href={withSeasonQuery(`/teams/${team.id}/score`, side.season, latest)} className="tap-link">{team.shortName}</PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
