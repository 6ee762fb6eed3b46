import { LEAGUE_NAMES, type Team } from '@/lib/domain/teams/teams'

/** The club's fixed facts: names, league, home ground, founding year, mascot. */
export function TeamFacts({ team }: { team: Team }) {
  const facts = [
    ['正式名称', team.fullName],
    ['略称', team.shortName],
    ['所属リーグ', LEAGUE_NAMES[team.league]],
    ['本拠地', team.homeStadium],
    ['創設', `${team.founded}年`],
    ['マスコット', team.mascot],
  ] as const
  return (
    <dl className="grid max-w-2xl grid-cols-[6rem_1fr] gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
