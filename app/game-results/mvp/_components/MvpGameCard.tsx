import { PageLink } from '@/components/navigation/PageLink'
import { ScoreLine } from '@/app/game-results/_components/ScoreLine'
import { formatSigned } from '@/lib/domain/format/numbers'
import { gameStatusLabel } from '@/lib/domain/games/game-status'
import { gameLineText } from '@/lib/domain/games/mvp-line'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { DailyMvpGame } from '@/lib/schemas/game-mvp'

const ROLE = { batter: '打者', pitcher: '投手' } as const

/**
 * One game of the day: the matchup and score linking to the game, its status (the postseason
 * stage in front, as the results cards say), and its MVP with his WPA and his line.
 */
export function MvpGameCard({ game, season }: { game: DailyMvpGame; season: number }) {
  const { mvp } = game
  return (
    <article className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <PageLink href={`/games/${game.id}`} className="flex min-h-11 items-center justify-between gap-2 rounded text-xl font-bold tabular-nums text-slate-900 hover:text-brand">
        <ScoreLine away={game.away} home={game.home} />
      </PageLink>
      <p className="text-center text-xs font-semibold text-slate-600">{gameStatusLabel(game)}</p>
      {mvp ? (
        <div className="border-t border-slate-100 pt-2">
          <p className="flex flex-wrap items-center gap-x-2">
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">MVP</span>
            <PageLink href={playerCareerHref(mvp.playerId, mvp.role === 'batter' ? 'batting' : 'pitching', season)} className="tap-link font-bold">
              {mvp.name}
            </PageLink>
            <span className="text-xs text-slate-600">{TEAM_BY_CODE[mvp.team].shortName}・{ROLE[mvp.role]}</span>
            <span className="ml-auto font-semibold tabular-nums text-emerald-700">WPA {formatSigned(mvp.wpa, 3)}</span>
          </p>
          <p className="text-sm text-slate-700">{gameLineText(mvp.line)}</p>
        </div>
      ) : (
        <p className="border-t border-slate-100 pt-2 text-xs text-slate-500">この試合には打席ごとの勝利確率がないため、MVPを選べません。</p>
      )}
    </article>
  )
}
