import { PageLink } from '@/components/navigation/PageLink'
import { recentGameLabel } from '@/lib/domain/teams/last-games'
import { streakLabel } from '@/lib/domain/teams/streak'
import type { TeamHome } from '@/lib/schemas/team-home'
import { winLossTie } from './record-text'

const CHIP = {
  win: { glyph: '勝', className: 'bg-red-600 text-white' },
  loss: { glyph: '敗', className: 'bg-blue-700 text-white' },
  tie: { glyph: '分', className: 'bg-slate-500 text-white' },
} as const

/**
 * The last ten games as a strip of 勝・敗・分 chips, oldest on the left, each a 44 px link to its
 * game named by date, opponent and score; then the record over them and the current streak.
 */
export function LastGames({ home }: { home: TeamHome }) {
  const { lastGames, lastGamesRecord, streak, finished } = home
  return (
    <div className="space-y-3">
      <ol aria-label={`直近${lastGames.length}試合（左が古い順）`} className="grid max-w-xl grid-cols-5 gap-1.5 sm:grid-cols-10">
        {lastGames.map((game) => {
          const chip = CHIP[game.outcome]
          const label = recentGameLabel(game)
          return (
            <li key={game.id}>
              <PageLink
                href={`/games/${game.id}`}
                aria-label={label}
                title={label}
                className={`flex min-h-11 flex-col items-center justify-center rounded leading-tight hover:opacity-85 ${chip.className}`}
              >
                <span className="text-base font-bold">{chip.glyph}</span>
                <span className="text-xs tabular-nums">{`${game.runs}-${game.opponentRuns}`}</span>
              </PageLink>
            </li>
          )
        })}
      </ol>
      <p className="text-sm text-slate-700">
        {`直近${lastGames.length}試合は${winLossTie(lastGamesRecord)}`}
        {streak && <strong className="ml-3 font-semibold text-slate-900">{streakLabel(streak, finished)}</strong>}
      </p>
      <p className="text-xs text-slate-500">左が古い試合です。引き分けは連勝・連敗を止めません（「引き分けを挟んで3連勝」と数えます）。</p>
    </div>
  )
}
