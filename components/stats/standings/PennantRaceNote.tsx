import type { PennantRace } from '@/lib/domain/stats/magic-number'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

const nameOf = (team: TeamCode) => TEAM_BY_CODE[team].shortName

/** One league's race in a line: 優勝決定, the leader's magic number, or マジック未点灯. */
export function PennantRaceNote({ race, finished }: { race: PennantRace<TeamCode>; finished: boolean }) {
  const leader = nameOf(race.leader)
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm" aria-label="優勝争い">
      {race.status === 'decided' && (
        <p>
          <span className="mr-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">優勝決定</span>
          {leader}
          {finished ? '' : '（残り試合の結果にかかわらず）'}
        </p>
      )}
      {race.status === 'magic' && (
        <p>
          {leader} 優勝マジック <strong className="text-lg font-bold tabular-nums text-rose-700">{race.magic}</strong>
        </p>
      )}
      {race.status === 'open' && <p>マジック未点灯（首位 {leader}）</p>}
      {race.status !== 'decided' && race.eliminated.length > 0 && (
        <p className="text-slate-600">優勝の可能性が消滅: {race.eliminated.map(nameOf).join('、')}</p>
      )}
    </div>
  )
}
