import Link from 'next/link'
import { notFound } from 'next/navigation'
import { playersListHref } from '@/components/search/players-list-href'
import { Pagination } from '@/components/ui/Pagination'
import { isSearchable, MIN_LATIN_QUERY_LENGTH } from '@/lib/domain/search/search-query'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayersSearch } from '@/lib/schemas/players'
import { ClubIndex } from './ClubIndex'
import { loadPlayersPage, PAGE_SIZE } from './load-players-page'
import { MatchedClubs } from './MatchedClubs'
import { PlayersTable } from './PlayersTable'

/** A search's results: the clubs it names, then its players, whole names first (list-players.ts). */
export function SearchResults({ search, showKana }: { search: PlayersSearch; showKana: boolean }) {
  const { q, team } = search
  if (!isSearchable(q)) {
    return (
      <>
        <p className="mb-6 text-sm text-slate-700">
          漢字・かなは1文字から、英字は{MIN_LATIN_QUERY_LENGTH}文字から検索できます。
        </p>
        <ClubIndex />
      </>
    )
  }
  const list = loadPlayersPage({ status: 'all', q, team, page: search.page })
  if (!list) notFound()
  const teamName = team ? TEAM_BY_CODE[team].shortName : null
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        「<strong className="font-semibold text-slate-900">{q}</strong>」に一致：球団 {list.clubs.length}件・選手{' '}
        <strong className="font-semibold text-slate-900">{list.total}</strong>人
        {teamName && (
          <>
            （{teamName}の選手のみ・
            <Link href={playersListHref({ q })} className="text-brand underline-offset-2 hover:underline">
              全球団で探す
            </Link>
            ）
          </>
        )}
      </p>
      <MatchedClubs clubs={list.clubs} />
      {list.total === 0 && list.clubs.length === 0 ? (
        <div className="mb-6 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-800">該当する選手・球団はありません</p>
          <p className="mt-2">名字だけ、名前の一部、ローマ字でもお試しください。</p>
          <p className="mt-2">
            <Link href={playersListHref({})} className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline">
              球団から選手を探す
            </Link>
          </p>
        </div>
      ) : list.total > 0 ? (
        <section aria-labelledby="matched-players">
          <h2 id="matched-players" className="mb-2 text-base font-semibold text-slate-900">
            選手 <span className="text-sm font-normal text-slate-500">{list.total}人</span>
          </h2>
          <PlayersTable caption={`「${q}」に一致する選手`} players={list.players} showKana={showKana} />
          <Pagination page={list.page} pageSize={PAGE_SIZE} total={list.total} href={(page) => playersListHref({ q, team, page })} />
        </section>
      ) : null}
    </>
  )
}
