/** A player's clubs through a season: `[from date index, club code]`, in date order. */
export type RaceClubs = readonly (readonly [from: number, club: string])[]

/** A line of a player for a club on a date (any count of the side). */
export type RaceAppearance = { date: string; player: string; team: string }

/**
 * Each player's clubs as they change through the season, from the dates he counted for each:
 * the first entry is his first club (from his first date), a trade adds one. Most players have one.
 */
export function clubChanges(dates: readonly string[], appearances: readonly RaceAppearance[]): Map<string, [number, string][]> {
  const dateIndex = new Map(dates.map((date, index) => [date, index]))
  const dated = appearances
    .flatMap((line) => {
      const date = dateIndex.get(line.date)
      return date === undefined ? [] : [{ ...line, index: date }]
    })
    .sort((a, b) => a.index - b.index || a.team.localeCompare(b.team))
  const clubs = new Map<string, [number, string][]>()
  for (const line of dated) {
    const known = clubs.get(line.player) ?? []
    if (known[known.length - 1]?.[1] !== line.team) known.push([line.index, line.team])
    clubs.set(line.player, known)
  }
  return clubs
}

/** The player's club on a date: the last change on or before it, or his first club before he counted at all. */
export function clubOn(clubs: RaceClubs, date: number): string | null {
  let club = clubs[0]?.[1] ?? null
  for (const [from, team] of clubs) {
    if (from > date) break
    club = team
  }
  return club
}
