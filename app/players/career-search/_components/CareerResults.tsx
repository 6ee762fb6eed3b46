import { Pagination } from '@/components/ui/Pagination'
import { PillLinks } from '@/components/ui/PillLinks'
import type { SchoolMatch } from '@/lib/domain/career-search/match-schools'
import { searchCareerPlayers } from '@/lib/data/loaders/search-career-players'
import { CAREER_SORTS, type CareerFacets, type CareerSearch } from '@/lib/schemas/career-search'
import { careerSearchHref } from './career-search-href'
import { CareerEmptyState } from './CareerEmptyState'
import { CareerPlayersTable } from './CareerPlayersTable'
import { searchSummary } from './describe-career-search'
import { MatchedSchools } from './MatchedSchools'

export const PAGE_SIZE = 50

const SORT_LABELS = { draft: 'ドラフトの新しい順', seasons: '在籍年数の長い順' } as const

/** A search's players: what was searched and how many, the schools a partial name matched, then the table 50 at a time. */
export function CareerResults({ search, match, facets }: { search: CareerSearch; match: SchoolMatch | null; facets: CareerFacets }) {
  const { pref, draft, round, team, sort, page } = search
  const list = searchCareerPlayers({ pref, draft, round, team, sort, page, schools: match ? match.schools : null, pageSize: PAGE_SIZE })
  if (!list || list.total === 0) return <CareerEmptyState search={search} match={match} schools={facets.schools} />
  const summary = searchSummary(search, match?.exact ?? null)
  return (
    <section aria-labelledby="career-results">
      <h2 id="career-results" className="mb-3 text-lg font-semibold text-slate-900">
        {summary} <span className="tabular-nums">{list.total}人</span>
      </h2>
      {match && !match.exact && <MatchedSchools query={search.school} schools={match.schools} />}
      <div className="mb-3">
        <PillLinks label="並び順" pills={CAREER_SORTS.map((sort) => ({ href: careerSearchHref({ ...search, sort, page: 1 }), label: SORT_LABELS[sort], active: sort === search.sort }))} />
      </div>
      <CareerPlayersTable caption={`${summary}の選手`} players={list.players} />
      <p className="mt-2 text-xs text-slate-500">
        在籍は初出場から引退（現役は最新シーズン）まで。通算成績は
        {facets.lineSeasons ? `データにある${facets.lineSeasons.first}〜${facets.lineSeasons.last}年` : 'データにあるシーズン'}
        の合計で、投手は投手成績、野手は打撃成績です。
      </p>
      <Pagination page={list.page} pageSize={PAGE_SIZE} total={list.total} href={(page) => careerSearchHref({ ...search, page })} />
    </section>
  )
}
