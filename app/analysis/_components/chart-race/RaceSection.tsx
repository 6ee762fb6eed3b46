import { PageLink } from '@/components/navigation/PageLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { RACE_STAT_LABELS } from '@/lib/domain/analysis/race-stats'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { ChartRace } from '@/lib/schemas/chart-race'
import { CHART_RACE_PATHS } from './chart-race-href'
import { FinalStandingsTable } from './FinalStandingsTable'
import { RaceChartLazy } from './RaceChartLazy'
import { RaceSkeleton } from './RaceSkeleton'
import type { ChartRaceView } from './resolve-chart-race-view'

type Props = { view: ChartRaceView; race: ChartRace | null }

/** 「3月28日」 from YYYY-MM-DD. */
const monthDay = (date: string | undefined) => (date ? `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日` : '')

/** The race and its final table; or the one line that says the view has nothing to race. */
export function RaceSection({ view, race }: Props) {
  const { side, stat, date } = view
  const { season, league } = view.query
  const label = RACE_STAT_LABELS[stat]
  if (!race || race.players.length === 0) {
    return (
      <RecordsNotice>
        {race ? `${season}年の${LEAGUE_SCOPE_LABELS[league]}は、${label}の記録がありません。` : `${season}年の${LEAGUE_SCOPE_LABELS[league]}は、レギュラーシーズンの試合の記録がありません。`}
        <PageLink href={CHART_RACE_PATHS[side]} className="tap-link ml-1 text-brand underline">最新の年度を見る</PageLink>
      </RecordsNotice>
    )
  }
  return (
    <div className="space-y-10">
      <section aria-labelledby="race" className="space-y-3">
        <h2 id="race" className="text-lg font-bold text-slate-900">{`${season}年 ${LEAGUE_SCOPE_LABELS[league]} ${label}ランキングの推移`}</h2>
        <RaceChartLazy skeleton={<RaceSkeleton />} view={{ side, season, stat, league }} statLabel={label} initialDate={date} />
        <p className="text-xs leading-relaxed text-slate-500">
          {`開幕（${monthDay(race.dates[0])}）から最終日（${monthDay(race.dates[race.dates.length - 1])}）まで、試合のあった${race.dates.length}日を1日ずつ進みます。バーの色は球団の色です。一時停止した日付はアドレスに残るので、そのまま共有できます。`}
        </p>
      </section>
      <FinalStandingsTable race={race} />
    </div>
  )
}
