import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { SMALL_SAMPLE_GAMES } from '@/lib/domain/sabermetrics/venue-factors'
import type { ParkTrend, VenueFactors } from '@/lib/schemas/park-factor'
import { ParkTrendTable } from './ParkTrendTable'
import { BASIS_LABELS, type FactorBasis } from './park-factor-query'
import { RunFactorChartLazy } from './RunFactorChartLazy'
import { VenueFactorTable } from './VenueFactorTable'

type Props = { season: number; league: LeagueScope; basis: FactorBasis; factors: VenueFactors | null; trend: ParkTrend | null }

const H2 = 'text-lg font-bold text-slate-900'

/** The season's main parks (a chart and its table), the other venues clubs hosted at, and the main parks' trend. */
export function ParkFactorSections({ season, league, basis, factors, trend }: Props) {
  if (!factors) return <RecordsNotice>このデータベースには球場別のパークファクターがまだありません。データベースを構築し直すと表示されます。</RecordsNotice>
  const scope = LEAGUE_SCOPE_LABELS[league]
  if (factors.main.length === 0) return <RecordsNotice>{`${season}年の${scope}のリーグ戦の記録がないため、パークファクターを計算できません。`}</RecordsNotice>
  const bars = factors.main.flatMap((line) => (line.multi.runs === null ? [] : [{ label: line.team_name, value: line.multi.runs }]))
  return (
    <>
      <section aria-labelledby="main-parks" className="space-y-3">
        <h2 id="main-parks" className={H2}>{`${season}年 本拠地球場（${scope}）`}</h2>
        <RunFactorChartLazy description={`${season}年 本拠地球場の複数年得点PF（1が平均、右ほど点が入りやすい）`} bars={bars} height={40 + bars.length * 28} />
        <VenueFactorTable caption={`${season}年 本拠地球場のパークファクター（複数年の得点PFの高い順）`} lines={factors.main} basis={basis} />
        <p className="text-xs text-slate-600">
          {`1より大きいほど出やすい球場です。本塁打〜四球の列は${BASIS_LABELS[basis]}の値です。「複数年の標本」は複数年PFに使った年数と主催試合数、「-」は標本が足りず計算しない値です。グラフは表の「得点PF 複数年」を1からの差で描いています。`}
        </p>
      </section>
      {factors.others.length > 0 ? (
        <section aria-labelledby="other-parks" className="space-y-3">
          <h2 id="other-parks" className={H2}>地方球場・他球団の本拠地での主催試合</h2>
          <p className="text-sm text-slate-600">{`主催球団が本拠地球場以外で行ったリーグ戦です。本拠地球場の値とは別に、実際に試合をした球場の値として集計しています。主催試合が${SMALL_SAMPLE_GAMES}試合未満の球場は「参考」です。`}</p>
          <VenueFactorTable caption={`${season}年 地方球場・他球団の本拠地でのパークファクター（主催試合の多い順）`} lines={factors.others} basis={basis} />
        </section>
      ) : null}
      {trend && trend.seasons.length > 1 ? (
        <section aria-labelledby="trend" className="space-y-3">
          <h2 id="trend" className={H2}>本拠地球場の複数年得点PFの推移</h2>
          <ParkTrendTable trend={trend} season={season} />
          <p className="text-xs text-slate-600">各年度の複数年得点PF（その年までの最大5年分の合算を回帰させた値）です。「-」はその年度にその球団の本拠地球場でなかったことを示します。</p>
        </section>
      ) : null}
    </>
  )
}
