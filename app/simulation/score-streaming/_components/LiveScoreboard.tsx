import { PageLink } from '@/components/navigation/PageLink'
import { lineScoreCells } from '@/lib/domain/games/line-score'
import type { Board } from '@/lib/domain/simulation/streaming/scoreboard'
import { clubHref, type StreamClubs } from './stream-clubs'
import { LineScoreHead } from '@/components/stats/games/LineScoreHead'

const REGULATION = 9

/**
 * Runs by inning, then R H E, the visitors on top, as the game page prints it: blank cells for
 * innings to come, 'x' for a bottom half not needed and 「1x」 for a walk-off once the game is over.
 */
export function LiveScoreboard({ board, clubs }: { board: Board; clubs: StreamClubs }) {
  const { final } = board
  const cells = final
    ? lineScoreCells(final.line.away, final.line.home, final.box.home.runs > final.box.away.runs)
    : lineScoreCells(board.line.away, board.line.home, false)
  const innings = Math.max(REGULATION, cells.innings)
  const rows = [
    { side: 'away' as const, club: clubs.away, cells: cells.away },
    { side: 'home' as const, club: clubs.home, cells: cells.home },
  ]
  const batting = board.half === 'top' ? 'away' : 'home'
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="line-score min-w-full text-sm">
        <LineScoreHead innings={innings} />
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ side, club, cells: runs }) => (
            <tr key={side} className="max-sm:h-11">
              <th scope="row" className="whitespace-nowrap">
                <PageLink href={clubHref(club)} className="tap-link" title={club.fullName}>{club.name}</PageLink>
              </th>
              {Array.from({ length: innings }, (_, index) => {
                const now = !final && board.lastId >= 0 && side === batting && index === board.inning - 1
                return (
                  <td key={index} className={now ? 'bg-amber-50 font-bold' : undefined}>{runs[index] ?? ''}</td>
                )
              })}
              <td className="border-l border-slate-200 font-bold">{final ? final.box[side].runs : board.score[side]}</td>
              <td>{final ? final.box[side].hits : board.hits[side]}</td>
              <td>{final ? final.box[side].errors : board.errors[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
