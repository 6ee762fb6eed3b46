import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import type { Match } from '@/lib/data/loaders/simulation/score-streaming/match'
import type { StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import type { Team } from '@/lib/domain/teams/teams'
import { startBoard } from '@/lib/domain/simulation/streaming/scoreboard'
import { GameBoard } from './GameBoard'
import { GameStreamGate } from './GameStreamGate'

type Props = { query: StreamQuery; latest: number; match: Match; clubs: { away: Team; home: Team } }

/**
 * The game section: the scoreboard before the first pitch, drawn on the server (so the page is
 * whole without script and nothing shifts when the player starts), handed to the player with
 * only what it needs: the clubs' names, the venue and the starting WE.
 */
export function GameStreamSection({ query, latest, match, clubs }: Props) {
  const club = (team: Team) => ({ code: team.id, name: team.shortName, fullName: team.fullName })
  const streamClubs = { away: club(clubs.away), home: club(clubs.home) }
  return (
    <section aria-labelledby="game" className="space-y-3">
      <h2 id="game" className="text-lg font-bold text-slate-900">{`${clubs.away.shortName} 対 ${clubs.home.shortName}（${match.venue}）`}</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        {`「試合開始」を押すと、シード${query.seed}の試合を一球ずつ配信します。グラフはホーム（${clubs.home.shortName}）から見た`}
        <GlossaryLink statKey="we">勝利確率</GlossaryLink>
        の推移です。一時停止・再開・速度の変更・最後までのスキップができます。
      </p>
      <GameStreamGate
        query={query}
        latest={latest}
        clubs={streamClubs}
        startWe={match.startWe}
        pregame={<GameBoard board={startBoard(match.startWe)} clubs={streamClubs} season={query.season} />}
      />
    </section>
  )
}
