import Link from 'next/link'
import { notFound } from 'next/navigation'
import { playersListHref } from '@/components/search/players-list-href'
import { Pagination } from '@/components/ui/Pagination'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { ClubIndex } from './ClubIndex'
import { loadPlayersPage, PAGE_SIZE } from './load-players-page'
import { PlayersTable } from './PlayersTable'

/** One club's players (their latest club is this one): on its roster now by number, then the others. */
export function ClubPlayers({ team, page, showKana }: { team: TeamCode; page: number; showKana: boolean }) {
  const list = loadPlayersPage({ status: 'all', team, page })
  if (!list) notFound()
  const { fullName } = TEAM_BY_CODE[team]
  return (
    <>
      <ClubIndex current={team} heading="球団" />
      <p className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>
          {fullName}：<strong className="font-semibold text-slate-900">{list.total}</strong>人
        </span>
        <Link href={`/teams/${team}/info`} className="text-brand underline-offset-2 hover:underline">
          球団ページへ
        </Link>
      </p>
      <PlayersTable caption={`${fullName}の選手`} players={list.players} showKana={showKana} showTeam={false} />
      <Pagination page={list.page} pageSize={PAGE_SIZE} total={list.total} href={(target) => playersListHref({ team, page: target })} />
    </>
  )
}
