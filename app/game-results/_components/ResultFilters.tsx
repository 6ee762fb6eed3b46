import { PillLink } from '@/components/ui/PillLink'
import { LEAGUE_NAMES, listTeamsByLeague, type League } from '@/lib/domain/teams/teams'
import { resultsHref, type ResultsQuery } from './results-query'

const LEAGUES: readonly League[] = ['central', 'pacific']

/** リーグ and 球団 pills: each a shareable address for the same day. */
export function ResultFilters({ query }: { query: ResultsQuery }) {
  const day = { date: query.date }
  return (
    <nav aria-label="絞り込み" className="space-y-1">
      <ul className="flex flex-wrap gap-1.5">
        <li><PillLink href={resultsHref(day)} active={!query.league && !query.team}>全球団</PillLink></li>
        {LEAGUES.map((league) => (
          <li key={league}><PillLink href={resultsHref({ ...day, league })} active={query.league === league && !query.team}>{LEAGUE_NAMES[league]}</PillLink></li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-1.5">
        {LEAGUES.flatMap(listTeamsByLeague).map((team) => (
          <li key={team.id}><PillLink href={resultsHref({ ...day, team: team.id })} active={query.team === team.id}>{team.shortName}</PillLink></li>
        ))}
      </ul>
    </nav>
  )
}
