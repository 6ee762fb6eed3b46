'use client'

import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { createQueryClient } from '@/lib/api-client/query-client'
import { championshipHistoryQuery } from '@/lib/api-client/simulation-championship'
import { seedFromParam } from '@/lib/domain/simulation/tools/seed'
import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/team-codes'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { ChampionshipHistory } from '@/lib/schemas/simulation-championship'
import { OddsHistoryChartLazy } from './OddsHistoryChartLazy'
import { OddsHistorySkeleton } from './OddsHistorySkeleton'
import { OddsHistoryTable } from './OddsHistoryTable'

const LEAGUES: readonly League[] = ['central', 'pacific']

/** One client for the page's life: a seed asked for before comes back at once. */
let client: QueryClient | null = null

/** A league's lines: its clubs in the order of their P(1st) on the last date. */
export function leagueLines(history: ChampionshipHistory, league: League) {
  return history.clubs
    .map((club, index) => ({ club, index }))
    .filter(({ club }) => club.league === league)
    .map(({ club, index }) => ({ team: club.team, name: TEAM_BY_CODE[club.team].shortName, color: TEAM_CHART_COLORS[club.team], values: history.points.map((point) => point.first[index] ?? 0) }))
    .sort((a, b) => (b.values[b.values.length - 1] ?? 0) - (a.values[a.values.length - 1] ?? 0))
}

function History({ season }: { season: number }) {
  const seed = seedFromParam(useSearchParams().get('seed'))
  const { data, isError } = useQuery(championshipHistoryQuery(season, seed))
  if (isError) return <p role="alert" className="text-sm text-rose-800">優勝確率の推移を計算できませんでした。ページを読み込み直してください。</p>
  if (!data) return <OddsHistorySkeleton />
  const dates = data.points.map((point) => point.date)
  return (
    <div className="space-y-6">
      {LEAGUES.map((league) => {
        const lines = leagueLines(data, league)
        return (
          <div key={league} className="space-y-2">
            <h3 className="text-base font-bold text-slate-900">{LEAGUE_NAMES[league]}</h3>
            <OddsHistoryChartLazy description={`${season}年${LEAGUE_NAMES[league]}の優勝確率の推移（毎週月曜と最終日、各日${data.seasons_per_date.toLocaleString('ja-JP')}シーズン）`} dates={dates} lines={lines} />
            <OddsHistoryTable league={league} dates={dates} lines={lines} />
          </div>
        )
      })}
    </div>
  )
}

/** The odds' history, fetched after the page has painted (GET /api/simulation/championship/history) for the address's seed. */
export function OddsHistory({ season }: { season: number }) {
  client ??= createQueryClient()
  return (
    <QueryClientProvider client={client}>
      <History season={season} />
    </QueryClientProvider>
  )
}
