import { PageLink } from '@/components/navigation/PageLink'
import { averageInnings, inningShares } from '@/app/teams/player-strategy/_components/usage-format'
import { getPitchingUsage } from '@/lib/data/loaders/team/get-pitching-usage'
import { formatEra, formatInnings } from '@/lib/domain/format/numbers'
import { rate } from '@/lib/domain/stats/rate'
import type { Team } from '@/lib/domain/teams/teams'

const era = (earnedRuns: number, outs: number) => formatEra(rate(earnedRuns * 27, outs))

/**
 * The staff split into its starts and its relief: innings, ERA, innings per appearance, QS and
 * 連投 (a relief outing the day after another), with the starters' and bullpen's shares of the
 * club's innings. The whole picture, by pitcher and by inning of entry, is the 投手起用 page.
 */
export function StaffSplit({ team, season }: { team: Team; season: number }) {
  const club = getPitchingUsage(season, team.id, 'all', 'season')?.clubs.find((row) => row.team === team.id)
  if (!club) return null
  const { counts } = club
  const shares = inningShares(counts)
  const rows = [
    ['先発', counts.starts, counts.startOuts, counts.startEarnedRuns, shares.starters, `QS ${counts.qualityStarts}（${counts.starts > 0 ? Math.round((counts.qualityStarts / counts.starts) * 100) : 0}%）`],
    ['救援', counts.reliefAppearances, counts.reliefOuts, counts.reliefEarnedRuns, shares.bullpen, `連投 ${counts.backToBack}・最長${counts.longestRun}連投`],
  ] as const
  return (
    <section aria-labelledby="staff-split" className="space-y-2">
      <h2 id="staff-split" className="text-lg font-bold text-slate-900">先発と救援</h2>
      <div className="scroll-box rounded-lg border border-slate-200 bg-white">
        <table className="data-table cells-compact">
          <caption className="sr-only">{`${team.shortName}の先発と救援の投球`}</caption>
          <thead className="text-xs">
            <tr className="text-right bg-slate-100 text-slate-600">
              <th scope="col" className="text-left">役割</th><th scope="col">登板</th><th scope="col">投球回</th><th scope="col">投球回の割合</th>
              <th scope="col">1登板の投球回</th><th scope="col">防御率</th><th scope="col" className="text-left">起用</th>
            </tr>
          </thead>
          <tbody className="table-body text-right">
            {rows.map(([role, appearances, outs, earnedRuns, share, usage]) => (
              <tr key={role}>
                <th scope="row">{role}</th><td>{appearances}</td><td>{formatInnings(outs)}</td><td>{share}</td>
                <td>{averageInnings(outs, appearances)}</td><td>{era(earnedRuns, outs)}</td><td className="text-left">{usage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        {'先発は各試合で最初に投げた投手。QS は6回以上を自責点3以内、連投は前日にも登板した救援登板です。'}
        <PageLink href={`/teams/player-strategy/pitching/season/${season}/${team.id}/all`} className="tap-link text-brand hover:underline">投手別・登板イニング別の起用を見る</PageLink>
      </p>
    </section>
  )
}
