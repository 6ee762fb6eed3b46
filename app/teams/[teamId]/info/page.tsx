import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parseRouteParams } from '@/lib/parse-route-params'
import { teamParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { TeamPageFrame, describeTeamPage } from '../_components/TeamPageFrame'

type Props = PageProps<'/teams/[teamId]/info'>

async function loadTeam({ params }: Props) {
  return TEAM_BY_CODE[parseRouteParams(teamParams, await params).teamId]
}

export async function generateMetadata(props: Props) {
  return pageMetadata(describeTeamPage(await loadTeam(props), 'info'))
}

export default async function TeamInfoPage(props: Props) {
  const team = await loadTeam(props)
  const facts = [
    ['正式名称', team.fullName],
    ['略称', team.shortName],
    ['所属リーグ', LEAGUE_NAMES[team.league]],
    ['本拠地', team.homeStadium],
    ['創設', `${team.founded}年`],
    ['マスコット', team.mascot],
  ] as const
  return (
    <TeamPageFrame team={team} tab="info" page={describeTeamPage(team, 'info')}>
      <dl className="grid max-w-2xl grid-cols-[8rem_1fr] gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white p-5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </TeamPageFrame>
  )
}
