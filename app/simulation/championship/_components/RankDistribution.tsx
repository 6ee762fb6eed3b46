import { TeamLink, teamCellStyle } from '@/components/stats/standings/TeamLink'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/team-codes'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { ChampionshipClub } from '@/lib/schemas/simulation-championship'
import { formatOdds } from './odds-format'

/** Rank 1 to 6, darkest first (Tailwind needs the class names written out). */
const RANK_COLORS = ['bg-amber-500', 'bg-sky-700', 'bg-sky-400', 'bg-slate-400', 'bg-slate-300', 'bg-slate-200'] as const
const RANKS = [1, 2, 3, 4, 5, 6] as const

type Props = { league: League; clubs: readonly ChampionshipClub[]; seasons: number }

const share = (count: number, seasons: number) => (seasons > 0 ? (count / seasons) * 100 : 0)

/**
 * Where each club finished across the run: one bar per club, six segments wide as the share of
 * seasons at each rank (CSS, no chart library), a legend, and the numbers as a table below.
 */
export function RankDistribution({ league, clubs, seasons }: Props) {
  const label = (club: ChampionshipClub) => `${TEAM_BY_CODE[club.team].shortName}の最終順位: ${RANKS.map((rank) => `${rank}位 ${formatOdds(club.counts.ranks[rank - 1] ?? 0, seasons)}`).join('、')}`
  return (
    <div className="space-y-3">
      <h3 className="text-base font-bold text-slate-900">{`${LEAGUE_NAMES[league]} 最終順位の分布`}</h3>
      <ul aria-label="凡例" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {RANKS.map((rank) => (
          <li key={rank} className="flex items-center gap-1">
            <span aria-hidden className={`inline-block size-3 rounded-sm ${RANK_COLORS[rank - 1]}`} />
            {`${rank}位`}
          </li>
        ))}
      </ul>
      <ul className="space-y-1.5">
        {clubs.map((club) => (
          <li key={club.team} className="grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[7rem_minmax(0,1fr)]">
            <span className="relative flex min-h-11 items-center rounded px-2 text-sm sm:min-h-8" style={teamCellStyle(club.team)}>
              <TeamLink team={club.team} />
            </span>
            <div role="img" aria-label={label(club)} className="flex h-6 overflow-hidden rounded bg-slate-100">
              {RANKS.map((rank) => {
                const width = share(club.counts.ranks[rank - 1] ?? 0, seasons)
                return width > 0 ? <div key={rank} className={RANK_COLORS[rank - 1]} style={{ width: `${width}%` }} /> : null
              })}
            </div>
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="tap-link cursor-pointer text-slate-600">順位分布の表</summary>
        <div className="mt-2 max-w-full overflow-x-auto">
          <table className="text-right text-xs tabular-nums">
            <caption className="sr-only">{`${LEAGUE_NAMES[league]} 最終順位の分布（シーズンの割合）`}</caption>
            <thead>
              <tr className="bg-slate-100 text-slate-600">
                <th scope="col" className="px-2 py-1 text-left">球団</th>
                {RANKS.map((rank) => (
                  <th key={rank} scope="col" className="px-2 py-1">{`${rank}位`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {clubs.map((club) => (
                <tr key={club.team} className="border-t border-slate-200">
                  <th scope="row" className="px-2 py-1 text-left font-normal">{TEAM_BY_CODE[club.team].shortName}</th>
                  {RANKS.map((rank) => (
                    <td key={rank} className="px-2 py-1">{formatOdds(club.counts.ranks[rank - 1] ?? 0, seasons)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
