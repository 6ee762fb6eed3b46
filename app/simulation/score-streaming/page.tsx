import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { PageHeader } from '@/components/layout/PageHeader'
import { getMatch, matchArgsOf } from '@/lib/data/loaders/simulation/score-streaming/match'
import { parseStreamPage, streamPageHref } from '@/lib/domain/simulation/streaming/stream-query'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { GameStreamSection } from './_components/GameStreamSection'
import { PreGameLineups } from './_components/PreGameLineups'
import { problemNotes } from './_components/problem-notes'
import { QueryProblems } from './_components/QueryProblems'
import { StreamForm } from './_components/StreamForm'
import { StreamMethod } from './_components/StreamMethod'
import { STREAMING_PAGE } from './_components/streaming-page'

type Props = { searchParams: Promise<SearchParams> }

/** The URL's game and season, read as the page reads them. */
async function streamQuery(searchParams: Props['searchParams']) {
  const params = await searchParams
  const view = resolveGameStatsView(params)
  return { params, view, ...parseStreamPage((key) => textParam(params, key), view.query.season) }
}

/** A shared link names its game: 「阪神 対 巨人（2025年）のスコア速報シミュレーション」. */
export async function generateMetadata({ searchParams }: Props) {
  const { query } = await streamQuery(searchParams)
  return pageMetadata({ ...STREAMING_PAGE, title: `${TEAM_BY_CODE[query.away].shortName} 対 ${TEAM_BY_CODE[query.home].shortName}（${query.season}年）の${STREAMING_PAGE.title}` })
}

/**
 * /simulation/score-streaming: the form, the pre-game state (lineups, starters, an empty
 * scoreboard) drawn on the server from the address, and the player that streams the game once
 * 「試合開始」 is pressed. Bad values fall back to the defaults and are named above the form.
 */
export default async function ScoreStreamingSimulationPage({ searchParams }: Props) {
  const { view, query, problems } = await streamQuery(searchParams)
  const match = getMatch(matchArgsOf(query))
  const clubs = { away: TEAM_BY_CODE[query.away], home: TEAM_BY_CODE[query.home] }
  return (
    <>
      <JsonLd data={pageStructuredData(STREAMING_PAGE)} />
      <PageHeader page={STREAMING_PAGE} />
      <GameStatsSelectors view={view} league={false} href={(season) => streamPageHref({ ...query, season, awayStarter: null, homeStarter: null }, view.latest)} />
      <QueryProblems notes={problemNotes(problems, query, match)} />
      <div className="space-y-10">
        <StreamForm query={query} latest={view.latest} rotations={match ? { away: match.away.sheet.rotation, home: match.home.sheet.rotation } : null} />
        {match === null ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
            {`${query.season}年の${clubs.away.shortName}・${clubs.home.shortName}の成績がそろっていないため、この試合は組めません。ほかの年か球団を選んでください。`}
          </p>
        ) : (
          <>
            <GameStreamSection query={query} latest={view.latest} match={match} clubs={clubs} />
            <PreGameLineups season={query.season} away={match.away.sheet} home={match.home.sheet} useDh={match.useDh} />
          </>
        )}
        <StreamMethod />
      </div>
    </>
  )
}
