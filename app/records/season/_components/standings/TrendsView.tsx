import { StandingsTrendChartLazy } from '@/components/charts/StandingsTrendChartLazy'
import { MonthEndRankTable } from '@/components/stats/standings/MonthEndRankTable'
import { StandingsTable } from '@/components/stats/standings/StandingsTable'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { Standings } from '@/lib/schemas/standings'
import type { StandingsTrend } from '@/lib/schemas/standings-trend'
import { LeagueSection, SubHeading } from './LeagueSection'
import { standingsHref } from './standings-query'
import { trendChartProps } from './trend-chart-props'

type Props = { standings: Standings; trend: StandingsTrend; leagues: readonly League[] }

/** Each league's table, its ゲーム差 chart through the season and the month-end ranks. */
export function TrendsView({ standings, trend, leagues }: Props) {
  const hrefFor = (league: League) => (date: string) => standingsHref({ view: 'standings', season: trend.season, league }, { asOf: date })
  return (
    <div className="space-y-10">
      {leagues.map((league) => {
        const leagueTrend = league === 'central' ? trend.central : trend.pacific
        const chart = trendChartProps(trend, leagueTrend)
        return (
          <LeagueSection key={league} league={league}>
            <StandingsTable league={league} rows={league === 'central' ? standings.central_league : standings.pacific_league} />
            <SubHeading>ゲーム差の推移</SubHeading>
            <figure aria-label={`${LEAGUE_NAMES[league]} ゲーム差の推移`} className="rounded-lg border border-slate-200 bg-white p-2 sm:p-4">
              <StandingsTrendChartLazy {...chart} />
              <figcaption className="mt-2 text-xs leading-relaxed text-slate-600">
                {chart.description} 縦軸は首位とのゲーム差で、上端が首位です。月末の順位とゲーム差は下の表をご覧ください。
              </figcaption>
            </figure>
            <SubHeading>月末の順位</SubHeading>
            <MonthEndRankTable trend={leagueTrend} monthEnds={trend.month_ends} hrefFor={hrefFor(league)} />
          </LeagueSection>
        )
      })}
    </div>
  )
}
