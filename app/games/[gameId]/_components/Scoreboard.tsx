import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { gameStatusLabel } from '@/lib/domain/games/game-status'
import type { GameDetail } from '@/lib/schemas/game-detail'

/** Clubs and score, visitors first, the game's status, then where and before whom it was played. */
export function Scoreboard({ game }: { game: GameDetail }) {
  const facts = [
    game.venue && `球場: ${game.venue}`,
    game.attendance !== null && `観衆: ${game.attendance.toLocaleString('ja-JP')}人`,
    game.umpires && `審判: ${game.umpires.replace(/、/g, ' ')}`,
  ].filter((fact): fact is string => typeof fact === 'string')
  return (
    <section aria-label="スコア" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <p className="flex items-center justify-center gap-4 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">
        <span className="relative inline-flex min-h-11 min-w-11 items-center justify-center"><TeamBadge team={game.away.team} /></span>
        <span>{game.away.runs}</span>
        <span className="text-slate-400">-</span>
        <span>{game.home.runs}</span>
        <span className="relative inline-flex min-h-11 min-w-11 items-center justify-center"><TeamBadge team={game.home.team} /></span>
      </p>
      <p className="text-center text-sm font-semibold text-slate-700">{gameStatusLabel(game)}</p>
      {facts.length > 0 && <p className="text-center text-xs text-slate-500">{facts.join(' ／ ')}</p>}
    </section>
  )
}
