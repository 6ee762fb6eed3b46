import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { getFieldingUsage } from '@/lib/data/loaders/team/get-fielding-usage'
import { ClubLine } from './ClubLine'
import { defensiveSubs, playersUsed } from './fielding-figures'
import { FieldingClubsTables } from './FieldingClubsTables'
import { FieldingMonthTables } from './FieldingMonthTables'
import { FieldingTeamTables } from './FieldingTeamTables'
import type { StrategyView } from './strategy-href'
import { FieldingMethod, NoGames } from './UsageNotes'

/**
 * Who the clubs of the view played where, kept per view for the server's life ('use cache'; the
 * loader is memoised per database too). Where the source gives no batter's position (npb.jp), the
 * page says so and shows the lineup counts it can.
 */
export async function FieldingUsageView({ view }: { view: StrategyView }) {
  'use cache'
  cacheLife('max')
  const usage = getFieldingUsage(view.season, view.team, view.result, view.mode)
  if (!usage) notFound()
  if (usage.clubs.every((club) => club.games === 0)) {
    if (view.result === 'all') notFound()
    return <NoGames view={view} />
  }
  const club = usage.clubs[0]
  return (
    <div className="space-y-8">
      {!usage.positionsKnown && (
        <p className="text-sm text-slate-600">この年度の試合記録（npb.jp）には打者の守備位置がないため、守備位置別の起用は示せません。先発出場と途中出場の回数を示します。</p>
      )}
      {usage.team && club ? (
        <ClubLine team={usage.team}>
          <span>{`${club.games}試合`}</span>
          {usage.positionsKnown ? <span>{`起用人数 延べ${playersUsed(club)}人・守備固め${defensiveSubs(club)}`}</span> : null}
        </ClubLine>
      ) : null}
      {view.mode === 'monthly' ? (
        <FieldingMonthTables usage={usage} />
      ) : usage.team && club ? (
        <FieldingTeamTables club={club} season={usage.season} positionsKnown={usage.positionsKnown} />
      ) : (
        <FieldingClubsTables clubs={usage.clubs} view={view} positionsKnown={usage.positionsKnown} />
      )}
      <FieldingMethod positionsKnown={usage.positionsKnown} />
    </div>
  )
}
