import { PageLink } from '@/components/navigation/PageLink'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import type { DramaticGames as Drama } from '@/lib/data/loaders/game/dramatic-games'
import { japaneseDay } from '@/lib/domain/games/results-date'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'

const name = (team: keyof typeof TEAM_BY_CODE) => TEAM_BY_CODE[team].shortName

/**
 * The season's ten games that swung most, by Σ|WPA| over their PAs, each linking to its game. The
 * season average is said beside them, so a visitor can tell how far out of the ordinary they are.
 */
export function DramaticGames({ drama }: { drama: Drama }) {
  if (drama.games.length === 0) return null
  return (
    <section id="dramatic" aria-labelledby="dramatic-heading" className="scroll-mt-20 space-y-2">
      <h2 id="dramatic-heading" className="flex items-center text-lg font-bold text-slate-900">
        {`${drama.season}年の劇的な試合`}
        <GlossaryLink statKey="wpa" />
      </h2>
      <p className="text-xs text-slate-500">
        全打席の WPA の絶対値の合計（勝利確率がどれだけ揺れたか）が大きい順のレギュラーシーズン10試合です。
        {drama.average === null ? '' : `この年の1試合平均は ${drama.average.toFixed(2)} です。`}
      </p>
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
        {drama.games.map((game, rank) => (
          <li key={game.id} className="relative flex items-center gap-3 px-3 py-2 max-sm:min-h-11">
            <span className="w-5 shrink-0 text-center font-bold text-slate-500">{rank + 1}</span>
            {/* A phone gives the matchup the room: 6/14 there, 6月14日（土） from sm up. */}
            <span className="w-9 shrink-0 text-xs text-slate-500 tabular-nums sm:hidden">{`${Number(game.date.slice(5, 7))}/${Number(game.date.slice(8, 10))}`}</span>
            <span className="w-24 shrink-0 text-xs text-slate-500 max-sm:hidden">{japaneseDay(game.date).replace(/^\d+年/, '')}</span>
            <PageLink href={`/games/${game.id}`} className="min-w-0 flex-1 font-medium text-brand hover:underline after:absolute after:inset-0">
              {`${name(game.away)} ${game.awayRuns}-${game.homeRuns} ${name(game.home)}${game.innings > 9 ? `（延長${game.innings}回）` : ''}`}
            </PageLink>
            <span className="shrink-0 tabular-nums font-semibold text-slate-900">{game.drama.toFixed(2)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
