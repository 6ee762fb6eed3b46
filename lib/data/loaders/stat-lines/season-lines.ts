import 'server-only'
import type { Db } from '@/lib/data/db'
import { battedBallRates } from '@/lib/domain/stats/stat-line-rates'
import { rate } from '@/lib/domain/stats/rate'
import { statBattingLineSchema, statPitchingLineSchema, type StatBattingLine, type StatPitchingLine } from '@/lib/schemas/stat-lines'
import type { StatLinesQuery } from './stat-lines-query'

/** The columns this file reads by name; the rest go to the schema as they are. */
type Row = Record<string, unknown> & {
  season: number; qualified: number; gb: number; ld: number; fb: number; pu: number
  so: number; bb: number; bf: number; h: number; hr: number; ab: number; sf: number
}

function scopeSql(query: StatLinesQuery): { where: string; params: Record<string, string | number> } {
  const clauses = ['s.season BETWEEN @from AND @to']
  const params: Record<string, string | number> = { from: query.from, to: query.to }
  if (query.team !== undefined) { clauses.push('s.team = @team'); params.team = query.team }
  if (query.league !== undefined) { clauses.push('s.league = @league'); params.league = query.league }
  return { where: clauses.join(' AND '), params }
}

function read(db: Db, table: 'player_season_batting' | 'player_season_pitching', query: StatLinesQuery): Row[] {
  const { where, params } = scopeSql(query)
  return db
    .prepare<[typeof params], Row>(
      `SELECT s.*, COALESCE(p.name_kanji, s.player_id) AS name FROM ${table} s LEFT JOIN players p ON p.id = s.player_id
       WHERE ${where} ORDER BY s.season, s.player_id, s.team`,
    )
    .all(params)
}

/**
 * The season lines themselves, one per player, club and season, in season order: the view
 * without a split prints exactly the records pages' figures. The few rates the records pages
 * do not show (batted-ball shares, K−BB %, BABIP against) come from the same counts.
 */
export function seasonBattingLines(db: Db, query: StatLinesQuery): (StatBattingLine & { season: number })[] {
  return read(db, 'player_season_batting', query).map((row) => {
    const line = statBattingLineSchema.parse({ ...row, ...battedBallRates(row), qualified: row.qualified === 1 })
    return { ...line, season: row.season }
  })
}

export function seasonPitchingLines(db: Db, query: StatLinesQuery): (StatPitchingLine & { season: number })[] {
  return read(db, 'player_season_pitching', query).map((row) => {
    const c = row
    const line = statPitchingLineSchema.parse({
      ...row, ...battedBallRates(c), qualified: row.qualified === 1,
      k_bb_pct: rate(c.so - c.bb, c.bf), babip: rate(c.h - c.hr, c.ab - c.so - c.hr + c.sf),
    })
    return { ...line, season: row.season }
  })
}
