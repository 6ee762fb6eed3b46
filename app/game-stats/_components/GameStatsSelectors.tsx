import { PillLinks } from '@/components/ui/PillLinks'
import { LEAGUE_SCOPE_LABELS, LEAGUE_SCOPES, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { GameStatsView } from './resolve-game-stats-view'

type Props = {
  view: GameStatsView
  /** The address of the page for a season and league, keeping the page's own parameters. */
  href: (season: number, league: LeagueScope) => string
  /** Pages without a per-league table (the win-expectancy model is NPB-wide) leave the league row out. */
  league?: boolean
  /** Line the 年度 label up with rows the page adds below (it does whenever the league row is shown). */
  alignLabel?: boolean
}

/** The 年度 and リーグ rows every game-stats page opens with, and the note when the asked season is not held. */
export function GameStatsSelectors({ view, href, league = true, alignLabel = league }: Props) {
  const { query, seasons, askedSeason } = view
  return (
    <div className="mb-6 space-y-3">
      <PillLinks label="年度" scroll alignLabel={alignLabel} pills={seasons.map((season) => ({ href: href(season, query.league), label: String(season), active: season === query.season }))} />
      {league ? (
        <PillLinks label="リーグ" alignLabel pills={LEAGUE_SCOPES.map((scope) => ({ href: href(query.season, scope), label: LEAGUE_SCOPE_LABELS[scope], active: scope === query.league }))} />
      ) : null}
      {askedSeason !== null ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{`${askedSeason}年のデータはないため、${query.season}年を表示しています。`}</p>
      ) : null}
    </div>
  )
}
