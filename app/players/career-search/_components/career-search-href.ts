import type { CareerSearch } from '@/lib/schemas/career-search'

const PATH = '/players/career-search'

/** /players/career-search with a search's query, in the form's order; defaults (draft order, page 1) are left out. */
export function careerSearchHref(search: Partial<CareerSearch>): string {
  const params = new URLSearchParams()
  if (search.school) params.set('school', search.school)
  if (search.kind) params.set('kind', search.kind)
  if (search.pref) params.set('pref', search.pref)
  if (search.draft !== undefined) params.set('draft', String(search.draft))
  if (search.round) params.set('round', search.round)
  if (search.team) params.set('team', search.team)
  if (search.sort && search.sort !== 'draft') params.set('sort', search.sort)
  if (search.page !== undefined && search.page > 1) params.set('page', String(search.page))
  const query = params.toString()
  return query ? `${PATH}?${query}` : PATH
}

/** Whether the query asks for anything; without, the page is the form and the rankings. */
export function isSearching(search: CareerSearch): boolean {
  return search.school !== '' || search.pref !== undefined || search.draft !== undefined || search.round !== undefined || search.team !== undefined
}
