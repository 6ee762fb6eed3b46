import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { lineScoreCells } from '@/lib/domain/games/line-score'
import type { GameDetail } from '@/lib/schemas/game-detail'

const CELL = 'px-2 py-1.5 text-center tabular-nums'

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
      <table className="min-w-full text-sm">
        <caption className="sr-only">イニングスコア</caption>
        <thead className="bg-slate-100 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left">チーム</th>
            {Array.from({ length: cells.innings }, (_, index) => (
              <th key={index} scope="col" className={CELL}>{index + 1}</th>
            ))}
            <th scope="col" className={`${CELL} border-l border-slate-200`}>R</th>
            <th scope="col" className={CELL}>H</th>
            <th scope="col" className={CELL}>E</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ side, cells: runs }) => (
            <tr key={side.team} className="max-sm:h-11">
              {/* relative: on phones the badge's hit area is its cell, 44 px tall (team-badge stretches over the nearest positioned box). */}
              <th scope="row" className="relative px-2 py-1.5 text-left"><TeamBadge team={side.team} /></th>
              {runs.map((value, index) => (
                <td key={index} className={CELL}>{value}</td>
              ))}
              <td className={`${CELL} border-l border-slate-200 font-bold`}>{side.runs}</td>
              <td className={CELL}>{dash(side.hits)}</td>
              <td className={CELL}>{dash(side.errors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
