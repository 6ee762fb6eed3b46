import type { Board } from '@/lib/domain/simulation/streaming/scoreboard'
import { CountBases } from './CountBases'
import { FinalSummary } from './FinalSummary'
import { LiveScoreboard } from './LiveScoreboard'
import { PlayFeed } from './PlayFeed'
import type { StreamClubs } from './stream-clubs'
import { WeChart } from './WeChart'

type Props = { board: Board; clubs: StreamClubs; season: number }

/**
 * The game as it stands: the result once it is over, the line score, count and bases, the WE
 * chart and the play-by-play. Markup only, so the server draws the board before the first pitch
 * and the player redraws it as moments arrive.
 */
export function GameBoard({ board, clubs, season }: Props) {
  return (
    <>
      {board.final ? <FinalSummary final={board.final} clubs={clubs} season={season} /> : null}
      <LiveScoreboard board={board} clubs={clubs} />
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="space-y-3">
          <CountBases board={board} season={season} />
          <WeChart points={board.we} clubs={clubs} />
        </div>
        <PlayFeed board={board} clubs={clubs} season={season} />
      </div>
    </>
  )
}
