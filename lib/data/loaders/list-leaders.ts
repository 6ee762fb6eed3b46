import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import type { League } from '@/lib/domain/teams/teams'
import { leagueLeadersSchema, type LeaderCategory, type LeagueLeaders } from '@/lib/schemas/leaders'

type CategorySpec = { category: LeaderCategory; label: string; kind: 'batting' | 'pitching'; column: string; ascending: boolean; qualifiedOnly: boolean }

/** The home page's six: rates among qualified players, counts among everyone. */
const CATEGORIES: readonly CategorySpec[] = [
  { category: 'avg', label: '打率', kind: 'batting', column: 'avg', ascending: false, qualifiedOnly: true },
  { category: 'hr', label: '本塁打', kind: 'batting', column: 'hr', ascending: false, qualifiedOnly: false },
  { category: 'rbi', label: '打点', kind: 'batting', column: 'rbi', ascending: false, qualifiedOnly: false },
  { category: 'era', label: '防御率', kind: 'pitching', column: 'era', ascending: true, qualifiedOnly: true },
  { category: 'so', label: '奪三振', kind: 'pitching', column: 'so', ascending: false, qualifiedOnly: false },
  { category: 'sv', label: 'セーブ', kind: 'pitching', column: 'sv', ascending: false, qualifiedOnly: false },
]

type Row = { player_id: string; name: string; team: string; value: number }

/** Competition ranking over an already ordered list: ties share the better rank. */
function ranked(rows: readonly Row[]): Array<Row & { rank: number }> {
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.value === row.value)
    return { ...row, rank: (first === -1 ? index : first) + 1 }
  })
}

function leaders(db: Db, season: number, league: League, spec: CategorySpec, limit: number) {
  const table = spec.kind === 'batting' ? 'player_season_batting' : 'player_season_pitching'
  // A count of zero leads nothing (no saves yet in April); a rate needs a value.
  const where = [
    's.season = ?',
    's.league = ?',
    `s.${spec.column} IS NOT NULL`,
    ...(spec.qualifiedOnly ? ['s.qualified = 1'] : [`s.${spec.column} > 0`]),
  ].join(' AND ')
  const rows = db
    .prepare<[number, League, number], Row>(
      `SELECT s.player_id, p.name_kanji AS name, s.team, s.${spec.column} AS value
       FROM ${table} s JOIN players p ON p.id = s.player_id WHERE ${where}
       ORDER BY s.${spec.column} ${spec.ascending ? 'ASC' : 'DESC'}, s.player_id LIMIT ?`,
    )
    .all(season, league, limit)
  return { category: spec.category, label: spec.label, kind: spec.kind, qualified_only: spec.qualifiedOnly, entries: ranked(rows) }
}

/** Top `limit` of each league in AVG, HR, RBI, ERA, SO and SV for a season. */
export function leadersFrom(db: Db, season: number, limit = 5): LeagueLeaders {
  const league = (name: League) => CATEGORIES.map((spec) => leaders(db, season, name, spec, limit))
  return leagueLeadersSchema.parse({ season, central: league('central'), pacific: league('pacific') })
}

export const listLeaders = cache((season: number, limit = 5): LeagueLeaders | null => {
  const db = getDatabase()
  return db ? leadersFrom(db, season, limit) : null
})
