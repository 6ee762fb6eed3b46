import { PageLink } from '@/components/navigation/PageLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { RunValueView } from '@/lib/schemas/run-value'
import { EventValuesTable } from './EventValuesTable'
import { GutsTable } from './GutsTable'
import { SeasonConstants } from './SeasonConstants'

type Props = { data: RunValueView | null; season: number; league: RunValueView['league']; latest: number }

/** The season's event table and constants, then every season's constants; or the one line that says there is nothing. */
export function RunValueContent({ data, season, league, latest }: Props) {
  if (!data) {
    return (
      <RecordsNotice>
        {`${season}年の${LEAGUE_SCOPE_LABELS[league]}は、得点価値を求めるレギュラーシーズンの打席記録がありません。`}
        <PageLink href="/game-stats/run-value" className="tap-link ml-1 text-brand underline">最新の年度を見る</PageLink>
      </RecordsNotice>
    )
  }
  return (
    <div className="space-y-10">
      <EventValuesTable season={data.season} league={data.league} weights={data.weights} stealsExcluded={data.steals_excluded} />
      {data.summary ? (
        <SeasonConstants row={data.summary} league={data.league} simulated={isSimulated(getDataSource())} />
      ) : (
        <p className="text-sm text-slate-600">{`${data.season}年の${LEAGUE_SCOPE_LABELS[data.league]}は、wOBA・FIP定数を求める成績がありません。`}</p>
      )}
      {data.guts.length > 0 ? <GutsTable rows={data.guts} league={data.league} season={data.season} latest={latest} /> : null}
    </div>
  )
}
