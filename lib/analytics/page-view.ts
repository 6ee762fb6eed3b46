/** The parameters GA4 reads from a manual `page_view` event. */
export type PageViewParams = {
  page_path: string
  page_location: string
  page_title: string
}

/** Path plus query, so a change of query alone is a distinct page view. */
export function pageViewPath(pathname: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search
  return query ? `${pathname}?${query}` : pathname
}

export function pageViewParams(input: { pathname: string; search: string; origin: string; title: string }): PageViewParams {
  const path = pageViewPath(input.pathname, input.search)
  return { page_path: path, page_location: `${input.origin}${path}`, page_title: input.title }
}
