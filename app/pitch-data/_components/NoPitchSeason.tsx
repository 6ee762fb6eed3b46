import { PageLink } from '@/components/navigation/PageLink'
import { matchupLabel } from '@/lib/domain/games/matchup'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { describeGameId } from '@/lib/game-id'
import type { PitchSampleGame } from '@/lib/schemas/pitch-boards'

type Props = { season: number; games: readonly PitchSampleGame[] }

/**
 * A season whose games came from npb.jp's box scores (a PA's result, no pitches): one line that
 * says so, and the games imported from 一球速報 with their pitch rows, each linking to its page.
 */
export function NoPitchSeason({ season, games }: Props) {
  return (
    <section aria-labelledby="no-pitch-data" className="space-y-3">
      <p id="no-pitch-data" className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">
        {`${season}年の試合記録には一球ごとの投球データがない（打席の結果だけの記録です）ため、この年度の投球指標は集計できません。`}
      </p>
      {games.length > 0 ? (
        <div className="space-y-2">
          <h2 className="text-lg font-bold text-slate-900">一球速報から取り込んだ試合</h2>
          <p className="text-sm text-slate-600">{`投球データがあるのは次の${games.length}試合です。試合のページで1球ごとの記録を見られます。`}</p>
          <ul className="grid gap-x-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {games.map((game) => (
              <li key={game.id}>
                <PageLink href={`/games/${game.id}`} className="tap flex items-center gap-2 text-brand hover:underline">
                  {`${describeGameId(game.id).dateLabel} ${matchupLabel(TEAM_BY_CODE[game.away].shortName, TEAM_BY_CODE[game.home].shortName)} ${game.awayRuns}-${game.homeRuns}（${game.pitches}球）`}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
