import { PageLink } from '@/components/navigation/PageLink'
import { notFound } from 'next/navigation'
import { playersListHref } from '@/components/search/players-list-href'
import { Pagination } from '@/components/ui/Pagination'
import { PLAYER_SORT_LABELS } from '@/lib/domain/players/player-list-filters'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayersSearch } from '@/lib/schemas/players'
import { listSubject } from './describe-player-list'
import { loadPlayersPage, PAGE_SIZE } from './load-players-page'
import { MatchedClubs } from './MatchedClubs'
import { PlayersTable } from './PlayersTable'

type Props = { search: PlayersSearch; showKana: boolean }

/** The players a view picks: how many, the clubs a search names, one page of 50 and page links that keep every choice. */
export function PlayerResults({ search, showKana }: Props) {
  const { q, team, sort } = search
  const list = loadPlayersPage({ ...search, status: search.status ?? 'all', q: q || undefined })
  if (!list) notFound()
  const subject = listSubject(search)
  return (
    <section aria-labelledby="matched-players">
      <h2 id="matched-players" className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base font-semibold text-slate-900">
        <span>
          該当 <strong>{list.total}</strong>人
        </span>
        <span className="text-sm font-normal text-slate-600">
          {q ? `「${q}」に一致する${subject}` : subject}
          {sort ? `・${PLAYER_SORT_LABELS[sort]}` : ''}
        </span>
      </h2>
      <p className="mb-4 flex flex-wrap gap-x-4 text-sm">
        {team && (
          <PageLink href={`/teams/${team}/info`} className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline sm:min-h-0">
            {TEAM_BY_CODE[team].fullName}の球団ページへ
          </PageLink>
        )}
        {team && q && (
          <PageLink href={playersListHref({ ...search, team: undefined, page: 1 })} className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline sm:min-h-0">
            全球団で探す
          </PageLink>
        )}
      </p>
      <MatchedClubs clubs={list.clubs} />
      {list.total === 0 && list.clubs.length > 0 ? null : list.total === 0 ? (
        <div className="mb-6 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-800">条件に合う選手はいません</p>
          <p className="mt-2">{q ? '名字だけ、名前の一部、ローマ字でもお試しください。' : '絞り込みの条件を減らしてお試しください。'}</p>
          <p className="mt-2">
            <PageLink href="/players/list" className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline">
              条件をリセットして球団から探す
            </PageLink>
          </p>
        </div>
      ) : (
        <>
          <PlayersTable caption={q ? `「${q}」に一致する${subject}` : subject} players={list.players} season={list.season} showKana={showKana} showTeam={!team} sort={sort} />
          <Pagination page={list.page} pageSize={PAGE_SIZE} total={list.total} href={(page) => playersListHref({ ...search, page })} />
        </>
      )}
    </section>
  )
}
