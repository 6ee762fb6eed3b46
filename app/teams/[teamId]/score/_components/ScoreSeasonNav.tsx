import { PillLinks } from '@/components/ui/PillLinks'
import { LEAGUE_NAMES, type Team } from '@/lib/domain/teams/teams'
import type { TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'
import { scoreHref } from './score-page'

type Props = { team: Team; data: TeamScoreDistribution; fellBack: boolean }

/** The season links, which season is shown and on what games, and a note when the one asked for is not in the data. */
export function ScoreSeasonNav({ team, data, fellBack }: Props) {
  const latest = data.seasons[0] ?? data.season
  const { games, record, scored, allowed } = data.club
  return (
    <div className="mb-6 space-y-3">
      <PillLinks label="年度" scroll pills={data.seasons.map((year) => ({ href: scoreHref(team, year, latest), label: `${year}`, active: year === data.season }))} />
      {fellBack && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {`指定された年度のデータはないため、${data.season}年を表示しています。`}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {`${data.season}年 レギュラーシーズン（交流戦を含む）${games}試合 ${record.wins}勝${record.losses}敗${record.ties}分、得点${scored.runs}・失点${allowed.runs}。リーグ平均は${LEAGUE_NAMES[data.league]}6球団の全試合から。`}
      </p>
    </div>
  )
}
