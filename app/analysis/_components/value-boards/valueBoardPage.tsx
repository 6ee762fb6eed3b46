import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { PageHeader } from '@/components/layout/PageHeader'
import { getValueBoard } from '@/lib/data/loaders/analysis/value-boards/get-value-board'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import type { ValueBoard, ValueBoardSide } from '@/lib/schemas/value-boards'
import { describeValueBoard, SIDE_LABELS } from './describe-value-board'
import { LwtsWeightsTable } from './LwtsWeightsTable'
import { TopPlaysTable } from './TopPlaysTable'
import { parseValueBoardQuery, valueBoardHref } from './value-board-query'
import { ValueBoardMethod } from './ValueBoardMethod'
import { ValueBoardSection } from './ValueBoardSection'
import { ValueBoardTabs } from './ValueBoardTabs'

type Props = { searchParams: Promise<SearchParams> }

/** The query with the season the site serves (the one asked for, else the latest with a note). */
function resolve(params: SearchParams) {
  const view = resolveGameStatsView(params)
  return { view, query: { ...parseValueBoardQuery(params), season: view.query.season, league: view.query.league } }
}

/**
 * One page module per board and side (/analysis/{wpa|re24|lwts}/{pitching|batting}): season and
 * league, the board and side tabs, the board, the season's best plays (WPA, RE24) or the weights
 * (LWTS), and how it is all computed.
 */
export function valueBoardPage(board: ValueBoard, side: ValueBoardSide) {
  return {
    generateMetadata: async ({ searchParams }: Props) => {
      const { view } = resolve(await searchParams)
      return pageMetadata(describeValueBoard(board, side, view.query, view.latest))
    },
    Page: async function ValueBoardPage({ searchParams }: Props) {
      const { view, query } = resolve(await searchParams)
      const page = describeValueBoard(board, side, view.query, view.latest)
      const data = getValueBoard(query.season, query.league, board, side, query.qualified)
      const scope = `${query.season}年 ${LEAGUE_SCOPE_LABELS[query.league]}`
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PageHeader page={page} />
          <GameStatsSelectors view={view} href={(season, league) => valueBoardHref(board, side, query, view.latest, { season, league, page: 1 })} />
          <ValueBoardTabs board={board} side={side} query={query} latest={view.latest} />
          <div className="space-y-10">
            <ValueBoardSection board={board} side={side} query={query} latest={view.latest} data={data} />
            {data && board === 'lwts' ? <LwtsWeightsTable weights={data.weights} mean={data.mean_weight} season={query.season} league={query.league} side={side} latest={view.latest} /> : null}
            {data && board !== 'lwts' && data.top_plays.length > 0 ? (
              <section aria-labelledby="top-plays" className="space-y-3">
                <h2 id="top-plays" className="text-lg font-bold text-slate-900">{`${scope} ${SIDE_LABELS[side]}の${board === 'wpa' ? 'WPA' : 'RE24'}が大きかったプレー`}</h2>
                <TopPlaysTable plays={data.top_plays} board={board} side={side} season={query.season} caption={`${scope} ${SIDE_LABELS[side]}の${board === 'wpa' ? 'WPA' : 'RE24'}上位のプレー`} />
              </section>
            ) : null}
            <ValueBoardMethod board={board} side={side} runsPerWin={data?.runs_per_win ?? null} />
          </div>
        </>
      )
    },
  }
}
