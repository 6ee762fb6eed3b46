import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { LEAGUE_NAMES, TEAMS, type League, type Team } from '@/lib/domain/teams/teams'
import type { PageDescriptor } from '@/lib/seo/metadata'

const TABS = [
  { href: '/teams/info', label: '12球団' },
  { href: '/teams/central', label: LEAGUE_NAMES.central },
  { href: '/teams/pacific', label: LEAGUE_NAMES.pacific },
] as const

const COLUMNS: readonly Column<Team>[] = [
  { key: 'name', header: '球団', render: (team) => <PageLink href={`/teams/${team.id}/info`} className="text-brand hover:underline">{team.fullName}</PageLink> },
  { key: 'league', header: 'リーグ', render: (team) => LEAGUE_NAMES[team.league] },
  { key: 'stadium', header: '本拠地', render: (team) => team.homeStadium },
  { key: 'founded', header: '創設', align: 'right', render: (team) => `${team.founded}年` },
  { key: 'mascot', header: 'マスコット', render: (team) => team.mascot },
]

/** /teams/info lists all 12 clubs; /teams/central and /teams/pacific one league each. */
export function TeamListPage({ page, league }: { page: PageDescriptor; league: League | null }) {
  const teams = league ? TEAMS.filter((team) => team.league === league) : TEAMS
  return (
    <>
      <PageHeader page={page} />
      <LinkTabs tabs={TABS} activeHref={page.path} label="リーグ" />
      <DataTable caption={page.title} columns={COLUMNS} rows={teams} rowKey={(team) => team.id} />
    </>
  )
}
