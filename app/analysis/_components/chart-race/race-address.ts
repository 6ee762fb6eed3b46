/**
 * The page's address with the paused race's date (`?date=`), or without it while it plays, other
 * parameters kept in their order: a copied link opens the race paused where it was.
 *
 * @example raceAddress('/analysis/chart-race/batting', '?stat=rbi', '2025-05-01') // '/analysis/chart-race/batting?stat=rbi&date=2025-05-01'
 */
export function raceAddress(path: string, search: string, date: string | null): string {
  const params = new URLSearchParams(search)
  if (date === null) params.delete('date')
  else params.set('date', date)
  const query = params.toString()
  return query === '' ? path : `${path}?${query}`
}

/** Replaces the address in place (no navigation, no history entry), as the other URL-driven controls do. */
export function rememberRaceDate(date: string | null): void {
  window.history.replaceState(null, '', raceAddress(window.location.pathname, window.location.search, date))
}
