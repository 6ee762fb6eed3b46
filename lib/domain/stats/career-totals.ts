/** One player's regular-season line for one club in one season, as the read model stores it. */
export type SeasonLine = { season: number; player_id: string; name: string; team: string }

/** Lines added together: the clubs in the order he played for them, and the seasons he played. */
export type CombinedLine<Key extends string> = {
  player_id: string
  name: string
  teams: string[]
  seasons: number[]
} & Record<Key, number>

/**
 * Adds up counting stats of the lines that share a group: a career (group by player) or a season
 * split between clubs after a trade (group by season and player). Rates are never added; callers
 * compute them again from the summed counts. Lines must come in the order they were played, so
 * `teams` lists the clubs in that order (a club he returned to is listed once, where he started).
 *
 * @example combineLines([{ player_id: '1', season: 2024, team: 'f', hr: 10 }, { player_id: '1', season: 2025, team: 'g', hr: 20 }], ['hr'], (l) => l.player_id)
 * // [{ player_id: '1', teams: ['f', 'g'], seasons: [2024, 2025], hr: 30 }]
 */
export function combineLines<Key extends string>(
  lines: readonly (SeasonLine & Record<Key, number>)[],
  keys: readonly Key[],
  groupOf: (line: SeasonLine) => string,
): CombinedLine<Key>[] {
  const groups = new Map<string, CombinedLine<Key>>()
  for (const line of lines) {
    const group = groupOf(line)
    const combined = groups.get(group)
    if (!combined) {
      const counts = {} as Record<Key, number>
      for (const key of keys) counts[key] = line[key]
      groups.set(group, { player_id: line.player_id, name: line.name, teams: [line.team], seasons: [line.season], ...counts })
      continue
    }
    for (const key of keys) (combined as Record<Key, number>)[key] += line[key]
    if (!combined.teams.includes(line.team)) combined.teams.push(line.team)
    if (!combined.seasons.includes(line.season)) combined.seasons.push(line.season)
  }
  return [...groups.values()]
}
