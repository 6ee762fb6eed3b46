/** Figures where less is better: a batting side's outs made, a pitching side's runners and runs allowed. */
const LOWER_IS_BETTER: Readonly<Record<'batting' | 'pitching', ReadonlySet<string>>> = {
  batting: new Set(['so', 'k_pct', 'cs', 'gidp']),
  pitching: new Set(['era', 'fip', 'whip', 'bb9', 'hr9', 'bb_pct', 'l', 'h', 'hr', 'bb', 'ibb', 'hbp', 'wp', 'bk', 'r', 'er']),
}

type Figures = Readonly<Record<string, unknown>>

const numberAt = (row: Figures, key: string) => {
  const value = row[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * Where one club's figures place it among its league's clubs, 1 the best: ties share a rank (two
 * clubs at .265 are both 2位 and the next is 4位). A figure the club lacks has no rank.
 *
 * @example leagueRanks('batting', { team: 'g', avg: 0.262, so: 1000 }, [{ team: 't', avg: 0.265, so: 1100 }, { team: 'g', avg: 0.262, so: 1000 }], ['avg', 'so']) // { avg: 2, so: 1 }
 */
export function leagueRanks(side: 'batting' | 'pitching', club: Figures, clubs: readonly Figures[], keys: readonly string[]): Record<string, number | null> {
  const lower = LOWER_IS_BETTER[side]
  return Object.fromEntries(
    keys.map((key) => {
      const own = numberAt(club, key)
      if (own === null) return [key, null]
      const better = clubs.filter((other) => {
        const value = numberAt(other, key)
        return value !== null && (lower.has(key) ? value < own : value > own)
      }).length
      return [key, better + 1]
    }),
  )
}
