import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { teamColumn } from '@/components/stats/standings/team-column'
import { getPitchingUsage } from '@/lib/data/loaders/team/get-pitching-usage'
import type { ClubPitching } from '@/lib/schemas/player-strategy'
import { ClubLine } from './ClubLine'
import { PitcherUsageTables } from './PitcherUsageTables'
import { PitchingClubsTable } from './PitchingClubsTable'
import { PitchingMonthTables } from './PitchingMonthTables'
import { ReliefEntriesTable } from './ReliefEntriesTable'
import type { StrategyView } from './strategy-href'
import { averageInnings, inningShares } from './usage-format'
import { NoGames, PitchingMethod } from './UsageNotes'

const H2 = 'text-lg font-bold text-slate-900'

/** Every club's relievers by the inning and the score they came in at. */
function ClubEntries({ clubs }: { clubs: readonly ClubPitching[] }) {
  const lead = teamColumn<ClubPitching>()
  return (
    <section aria-labelledby="entries" className="space-y-3">
      <h2 id="entries" className={H2}>救援投手の登板場面</h2>
      <p className="text-xs text-slate-500">救援登板を登板したイニングと、登板時の点差（自チームから見た得点差）で数えます。抑え・セットアッパーの使い方の違いが表れます。</p>
      <ReliefEntriesTable by="inning" caption="球団別・救援投手の登板イニング" lead={lead} rows={clubs} rowKey={(row) => row.team} />
      <ReliefEntriesTable by="margin" caption="球団別・救援投手の登板時の点差" lead={lead} rows={clubs} rowKey={(row) => row.team} />
    </section>
  )
}

/** The club's season in one line above its pitchers, the club linking to its page. */
function ClubSummary({ club }: { club: ClubPitching }) {
  const shares = inningShares(club.counts)
  return (
    <ClubLine team={club.team}>
      <span>{`${club.games}試合`}</span>
      <span>{`先発投手${club.starters}人・平均${averageInnings(club.counts.startOuts, club.counts.starts)}回・QS ${club.counts.qualityStarts}`}</span>
      <span>{`救援投手${club.relievers}人・${club.counts.reliefAppearances}登板・連投${club.counts.backToBack}`}</span>
      <span>{`投球回の割合 先発${shares.starters}・救援${shares.bullpen}`}</span>
    </ClubLine>
  )
}

/**
 * How the clubs of the view used their pitchers, kept per view for the server's life ('use cache';
 * the loader is memoised per database too).
 */
export async function PitchingUsageView({ view }: { view: StrategyView }) {
  'use cache'
  cacheLife('max')
  const usage = getPitchingUsage(view.season, view.team, view.result, view.mode)
  if (!usage) notFound()
  const games = usage.clubs.reduce((sum, club) => sum + club.games, 0)
  if (games === 0) {
    if (view.result === 'all') notFound()
    return <NoGames view={view} />
  }
  const club = usage.clubs[0]
  const noPitchCounts = usage.clubs.every((one) => one.counts.startsWithPitches === 0)
  return (
    <div className="space-y-8">
      {noPitchCounts && <p className="text-sm text-slate-600">この年度の試合記録には投球数がないため、平均球数は「-」で示します。</p>}
      {usage.team && club ? <ClubSummary club={club} /> : null}
      {view.mode === 'monthly' ? (
        <PitchingMonthTables usage={usage} />
      ) : usage.team && club ? (
        <PitcherUsageTables club={club} pitchers={usage.pitchers} season={usage.season} />
      ) : (
        <>
          <section aria-labelledby="clubs" className="space-y-3">
            <h2 id="clubs" className={H2}>球団別の投手起用</h2>
            <PitchingClubsTable clubs={usage.clubs} view={view} />
          </section>
          <ClubEntries clubs={usage.clubs} />
        </>
      )}
      <PitchingMethod />
    </div>
  )
}
