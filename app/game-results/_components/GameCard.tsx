import { PageLink } from '@/components/navigation/PageLink'
import { ScoreLine } from './ScoreLine'
import { gameStatusLabel } from '@/lib/domain/games/game-status'
import type { GameDetail } from '@/lib/schemas/game-detail'

/**
 * One game of the day, the whole card a link to its page (so the names on it are text, not links
 * of their own): clubs in their colours and the score, its status, 勝・敗・S, home runs with their
 * 号 (「村上 12号」), venue and attendance.
 */
export function GameCard({ game }: { game: GameDetail }) {
  const decisions = [['勝', game.win], ['敗', game.loss], ['S', game.save]] as const
  const hrs = game.homeRuns.map((hr) => `${hr.batter.split(' ')[0] ?? hr.batter} ${hr.seasonNumber}号`)
  return (
    <PageLink href={`/games/${game.id}`} className="block space-y-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand">
      <p className="flex items-center justify-between gap-2 text-xl font-bold tabular-nums text-slate-900">
        <ScoreLine away={game.away} home={game.home} />
      </p>
      <p className="text-center text-xs font-semibold text-slate-600">{gameStatusLabel(game)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
        {decisions.map(([label, decision]) =>
          decision ? (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-500">{label}</dt>
              <dd>{decision.name}</dd>
            </div>
          ) : null,
        )}
        {hrs.length > 0 && (
          <div className="contents">
            <dt className="font-semibold text-slate-500">本</dt>
            <dd>{hrs.join('、')}</dd>
          </div>
        )}
      </dl>
      <p className="text-xs text-slate-500">{[game.venue, game.attendance === null ? null : `${game.attendance.toLocaleString('ja-JP')}人`].filter(Boolean).join(' ／ ')}</p>
    </PageLink>
  )
}
