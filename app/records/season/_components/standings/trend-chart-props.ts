import type { StandingsTrendChartProps } from '@/components/charts/StandingsTrendChart'
import { formatGamesBehind } from '@/lib/domain/format/numbers'
import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { LeagueTrend, StandingsTrend } from '@/lib/schemas/standings-trend'
import { formatJapaneseDate } from './format-date'

/**
 * The first date of each month, for the axis labels; a month with only a few game days (the
 * opening days of late March) gets none, or its label would overlap April's.
 */
function monthStarts(dates: readonly string[]): string[] {
  const daysIn = (month: string) => dates.filter((date) => date.startsWith(month)).length
  return dates.filter((date, index) => (index === 0 || dates[index - 1]?.slice(0, 7) !== date.slice(0, 7)) && daysIn(date.slice(0, 7)) >= 7)
}

function period(dates: readonly string[]): string {
  const [first, last] = [dates[0], dates[dates.length - 1]]
  return first && last ? `${formatJapaneseDate(first)}〜${formatJapaneseDate(last).slice(5)}` : ''
}

/** Gridlines every 5 games from the leader down to the widest gap of the season. */
function gamesBehindTicks(league: LeagueTrend): number[] {
  const widest = Math.max(0, ...league.teams.flatMap((team) => team.points.map((point) => point.games_behind)))
  return Array.from({ length: Math.ceil(widest / 5) + 1 }, (_, index) => index * 5)
}

/** Ready series for one league's chart, with a sentence saying where each club finished. */
export function trendChartProps(trend: StandingsTrend, league: LeagueTrend): StandingsTrendChartProps {
  const finish = league.teams
    .map((team) => {
      const last = team.points[team.points.length - 1]
      return last ? `${last.rank}位 ${team.team_name}${last.rank === 1 ? '' : `（${formatGamesBehind(last.games_behind)}差）`}` : team.team_name
    })
    .join('、')
  return {
    description: `${trend.season}年 ${LEAGUE_NAMES[league.league]}の首位とのゲーム差の推移（${period(trend.dates)}）。最終: ${finish}。`,
    dates: trend.dates,
    monthTicks: monthStarts(trend.dates),
    gamesBehindTicks: gamesBehindTicks(league),
    series: league.teams.map((team) => ({
      team: team.team,
      name: team.team_name,
      abbreviation: TEAM_BY_CODE[team.team].abbreviation,
      color: TEAM_CHART_COLORS[team.team],
      tag: TEAM_COLORS[team.team].home,
      values: team.points.map((point) => point.games_behind),
    })),
  }
}
