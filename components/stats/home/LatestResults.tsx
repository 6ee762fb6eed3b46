import { PageLink } from '@/components/navigation/PageLink'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { ResultGame } from '@/lib/schemas/latest-results'
import { TeamName } from './TeamName'

const KIND_LABELS: Readonly<Record<ResultGame['kind'], string | null>> = {
  regular: null,
  interleague: '交流戦',
  climax_first: 'CS ファーストステージ',
  climax_final: 'CS ファイナルステージ',
  japan_series: '日本シリーズ',
}

function ScoreLine({ team, runs, won }: { team: TeamCode; runs: number; won: boolean }) {
  return (
    <div className={`flex items-center justify-between gap-3 ${won ? 'font-bold text-slate-900' : 'text-slate-700'}`}>
      <TeamName team={team} />
      <span className="text-lg tabular-nums">{runs}</span>
    </div>
  )
}

function decisions(game: ResultGame): string {
  const parts = [
    game.win_pitcher_name && `勝 ${game.win_pitcher_name}`,
    game.loss_pitcher_name && `敗 ${game.loss_pitcher_name}`,
    game.save_pitcher_name && `S ${game.save_pitcher_name}`,
  ]
  return parts.filter(Boolean).join('　')
}

/** One game of the day as a small scoreboard (visitors on top), linking to its game page. */
export function ResultCard({ game }: { game: ResultGame }) {
  const label = KIND_LABELS[game.kind]
  const notes = [label, game.innings > 9 ? `延長${game.innings}回` : null, game.status === 'tie' ? '引き分け' : null].filter(Boolean)
  return (
    <PageLink href={`/games/${game.id}`} className="block h-full rounded-lg border border-slate-200 bg-white p-3 transition-colors hover:border-brand hover:bg-brand-50">
      {notes.length > 0 && <p className="mb-1 text-xs font-medium text-brand">{notes.join('・')}</p>}
      <ScoreLine team={game.away} runs={game.away_runs} won={game.away_runs > game.home_runs} />
      <ScoreLine team={game.home} runs={game.home_runs} won={game.home_runs > game.away_runs} />
      <p className="mt-2 text-xs leading-relaxed text-slate-500">
        {game.venue && <span className="block">{game.venue}</span>}
        <span className="block">{decisions(game)}</span>
      </p>
      <span className="sr-only">試合詳細</span>
    </PageLink>
  )
}

/** The last date's games, as a grid of scoreboards. */
export function LatestResults({ games }: { games: readonly ResultGame[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((game) => (
        <li key={game.id}>
          <ResultCard game={game} />
        </li>
      ))}
    </ul>
  )
}
