import { SCHOOL_KIND_LABELS, type School } from '@/lib/domain/career-search/school-kinds'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { CareerSearch } from '@/lib/schemas/career-search'
import type { PageDescriptor } from '@/lib/seo/metadata'
import { careerSearchHref, isSearching } from './career-search-href'

const PATH = '/players/career-search'
const CRUMBS = [{ label: '選手' }] as const
const RESULT_CRUMBS = [{ label: '選手' }, { label: '出身校・経歴検索', href: PATH }] as const

/** The search in words: 「○○高 出身・大阪府・2019年ドラフト・1位・巨人」. */
export function searchSummary(search: CareerSearch, exact: School | null): string {
  const school = exact ? `${exact.name} 出身` : search.school ? `「${search.school}」を含む${search.kind ? SCHOOL_KIND_LABELS[search.kind] : '出身校'}` : null
  const round = search.round === 'ikusei' ? '育成' : search.round ? `${search.round}位` : null
  return [school, search.pref ? `${search.pref}出身` : null, search.draft !== undefined ? `${search.draft}年ドラフト` : null, round, search.team ? `${TEAM_BY_CODE[search.team].shortName}指名` : null]
    .filter((part) => part !== null)
    .join('・')
}

/**
 * The page a view is: the landing is indexed under its own title; one school's players are
 * 「○○高 出身の選手」, indexed under its own URL (the school is what the page is about, not a view
 * option); other searches are results, not indexed.
 */
export function describeCareerSearch(search: CareerSearch, exact: School | null): PageDescriptor {
  const onlySchool = exact !== null && search.pref === undefined && search.draft === undefined && search.round === undefined && search.team === undefined
  if (onlySchool) {
    return {
      title: `${exact.name} 出身の選手`,
      description: `${exact.name}（${SCHOOL_KIND_LABELS[exact.kind]}）出身のNPB選手${exact.players}人の一覧。ドラフト年・順位、在籍年、通算成績を載せています。`,
      path: careerSearchHref({ school: exact.name, kind: exact.kind }),
      crumbs: RESULT_CRUMBS,
    }
  }
  if (isSearching(search)) {
    return {
      title: `${searchSummary(search, exact)}の選手`,
      description: '出身校・出身地・ドラフト年・順位・指名球団から選手を検索した結果です。',
      path: PATH,
      crumbs: RESULT_CRUMBS,
      noindex: true,
    }
  }
  return {
    title: '出身校・経歴検索',
    description: '出身高校・大学・社会人チームや出身地、ドラフト年・順位からNPBの選手を検索します。',
    path: PATH,
    crumbs: CRUMBS,
  }
}
