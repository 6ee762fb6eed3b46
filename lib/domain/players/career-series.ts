/** A career table's line: one club's season, or (team null) a split season's total. */
export type CareerLine = { season: number; team: string | null; line: object }

export type SeasonValue = { season: number; value: number | null }

const valueOf = (line: object, key: string): number | null => {
  const value: unknown = (line as Record<string, unknown>)[key]
  return typeof value === 'number' ? value : null
}

/**
 * One value per season for a career chart, oldest first: a season with one club reads that line,
 * a season split by a trade its total (the club lines would draw two points for one year).
 */
export function seasonValues(rows: readonly CareerLine[], key: string): SeasonValue[] {
  const seasons = [...new Set(rows.map((row) => row.season))].sort((a, b) => a - b)
  return seasons.map((season) => {
    const lines = rows.filter((row) => row.season === season)
    const line = lines.length === 1 ? lines[0] : lines.find((row) => row.team === null)
    return { season, value: line ? valueOf(line.line, key) : null }
  })
}
