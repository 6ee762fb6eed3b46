import { describeMinimum } from '@/components/stats/leaderboards/CareerLeaderBoard'
import { formatStat } from '@/lib/domain/format/stat-format'
import { NPB_CAREER_AT_BATS, NPB_CAREER_INNINGS } from '@/lib/domain/stats/career-minimums'
import type { CareerLeaders } from '@/lib/schemas/career'

/** What the lists cover and how the rate lists' minimum was scaled, stated above them. */
export function CareerRule({ leaders }: { leaders: CareerLeaders }) {
  const first = leaders.seasons[0]
  const last = leaders.seasons[leaders.seasons.length - 1]
  const batting = leaders.type === 'batting'
  const npb = batting ? `通算${formatStat(NPB_CAREER_AT_BATS, 'count')}打数` : `通算${formatStat(NPB_CAREER_INNINGS, 'count')}投球回`
  const perSeason = batting ? '143試合あたり200打数' : '143試合あたり100投球回'
  return (
    <div className="mb-6 max-w-3xl space-y-2 text-sm leading-relaxed text-slate-700">
      <p>
        対象は{first}〜{last}年のレギュラーシーズン（{leaders.seasons.length}シーズン、1球団あたり{formatStat(Math.round(leaders.club_games), 'count')}
        試合）の通算成績です。ポストシーズンは含みません。同じ記録の選手は同順位とし、10位に並んだ選手はすべて載せています。率の部門は表示より下の桁まで比べて順位を付けるため、表示が同じでも順位が分かれることがあります。
      </p>
      <p>
        {batting ? '打率・出塁率・OPS' : '防御率'}は<strong className="font-semibold">{describeMinimum(leaders.minimum)}</strong>
        の選手が対象です。NPBの歴代記録の基準（{npb}以上）は最長20シーズン（143試合×20）のキャリアに対するものなので、同じ割合（{perSeason}）を収録期間の試合数に当てはめています。
      </p>
    </div>
  )
}
