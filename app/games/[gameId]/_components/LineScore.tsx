import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { lineScoreCells } from '@/lib/domain/games/line-score'
import type { GameDetail } from '@/lib/schemas/game-detail'
import { LineScoreHead } from '@/components/stats/games/LineScoreHead'

/** Runs by inning, then R H E: the visitors' row on top, 'x' where the home club did not need its half. */
export function LineScore({ game }: { game: GameDetail }) {
  const cells = lineScoreCells(game.away.line, game.home.line, game.home.runs > game.away.runs)
  const rows = [
    { side: game.away, cells: cells.away },
    { side: game.home, cells: cells.home },
  ]
  const dash = (value: number | null) => (value === null ? '-' : value)
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="line-score min-w-full text-sm">
        <LineScoreHead innings={cells.innings} />
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ side, cells: runs }) => (
            <tr key={side.team} className="max-sm:h-11">
              {/* relative: on phones the badge's hit area is its cell, 44 px tall (team-badge stretches over the nearest positioned box). */}
              <th scope="row" className="relative"><TeamBadge team={side.team} /></th>
              {runs.map((value, index) => (
                <td key={index}>{value}</td>
              ))}
              <td className="border-l border-slate-200 font-bold">{side.runs}</td>
              <td>{dash(side.hits)}</td>
              <td>{dash(side.errors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
