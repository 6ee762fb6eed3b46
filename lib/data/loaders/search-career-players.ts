import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { battingTotals, pitchingTotals, type BattingSums, type PitchingSums } from '@/lib/domain/career-search/career-totals'
import { OVERSEAS, PREFECTURES } from '@/lib/domain/career-search/prefectures'
import { SCHOOL_KINDS } from '@/lib/domain/career-search/school-kinds'
import { careerPlayerListSchema, type CareerFilters, type CareerPlayerList } from '@/lib/schemas/career-search'

type Clause = { sql: string; args: (string | number)[] }
type PlayerRow = Omit<CareerPlayerList['players'][number], 'totals' | 'page_season'>

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ')

/** The WHERE clause of a search: every filter given must hold. Column names come from constants only. */
function whereOf(filters: CareerFilters): Clause {
  const clauses: Clause[] = []
  if (filters.schools) {
    const byKind = SCHOOL_KINDS.map((kind) => ({ kind, names: filters.schools?.filter((school) => school.kind === kind).map((school) => school.name) ?? [] }))
    const parts = byKind.filter(({ names }) => names.length > 0).map(({ kind, names }) => ({ sql: `p.${kind} IN (${marks(names)})`, args: names }))
    // A school text that resolved to no school matches no one.
    clauses.push(parts.length === 0 ? { sql: '0', args: [] } : { sql: `(${parts.map((part) => part.sql).join(' OR ')})`, args: parts.flatMap((part) => part.args) })
  }
  if (filters.pref === OVERSEAS) clauses.push({ sql: `TRIM(COALESCE(p.hometown, '')) <> '' AND p.hometown NOT IN (${marks(PREFECTURES)})`, args: [...PREFECTURES] })
  else if (filters.pref) clauses.push({ sql: 'p.hometown = ?', args: [filters.pref] })
  if (filters.draft !== undefined) clauses.push({ sql: 'p.draft_year = ?', args: [filters.draft] })
  if (filters.round === 'ikusei') clauses.push({ sql: "p.draft_kind = 'ikusei'", args: [] })
  else if (filters.round) clauses.push({ sql: "p.draft_round = ? AND p.draft_kind IS NOT 'ikusei'", args: [Number(filters.round)] })
  if (filters.team) clauses.push({ sql: 'p.draft_team = ?', args: [filters.team] })
  return clauses.length === 0 ? { sql: '1', args: [] } : { sql: clauses.map((clause) => clause.sql).join(' AND '), args: clauses.flatMap((clause) => clause.args) }
}

const SPAN = '(s.last_season - s.first_season)'
const BY_DRAFT = "s.draft_year IS NULL, s.draft_year DESC, s.draft_kind IS 'ikusei', s.draft_round IS NULL, s.draft_round, s.name_kana, s.id"
const ORDER = { draft: BY_DRAFT, seasons: `${SPAN} IS NULL, ${SPAN} DESC, s.last_season DESC, ${BY_DRAFT}` } as const

// A career runs from his debut (or first roster) to his last season (or latest roster).
const SEASONS = `SELECT p.*, COALESCE(p.debut_season, MIN(r.season)) AS first_season, COALESCE(p.retired_after, MAX(r.season)) AS last_season
  FROM players p LEFT JOIN rosters r ON r.player_id = p.id`

const BATTING = 'g, pa, ab, h, doubles, triples, hr, bb, ibb, hbp, so, sf, sh'.split(', ')
const PITCHING = 'g, w, l, sv, outs, bf, h, hr, bb, ibb, hbp, so, r, er'.split(', ')

/** Each player's summed lines of one side, with the latest season he has one. */
function sumsOf<Sums>(db: Db, table: string, keys: readonly string[], ids: readonly string[]) {
  const sql = `SELECT player_id, MAX(season) AS season, ${keys.map((key) => `SUM(${key}) AS ${key}`).join(', ')}
    FROM ${table} WHERE player_id IN (${marks(ids)}) GROUP BY player_id`
  const rows = db.prepare<string[], Sums & { player_id: string; season: number }>(sql).all(...ids)
  return new Map(rows.map((row) => [row.player_id, row]))
}

/**
 * Players matching every given filter (schools already resolved by matchSchools), newest draft
 * first then by round (育成 after the regular rounds), or longest careers first; with each one's
 * career span and key totals over the data's seasons — a pitcher's pitching, anyone else's batting.
 */
export function careerPlayersFrom(db: Db, filters: CareerFilters): CareerPlayerList {
  const where = whereOf(filters)
  const from = `FROM (${SEASONS} WHERE ${where.sql} GROUP BY p.id) s`
  const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(...where.args)?.n ?? 0
  const lastPage = Math.max(1, Math.ceil(total / filters.pageSize))
  const page = Math.min(filters.page, lastPage)
  const rows = db
    .prepare<unknown[], PlayerRow>(
      `SELECT s.id, s.name_kanji AS name, s.primary_position AS position, s.high_school, s.university, s.corporate, s.independent, s.hometown,
         s.draft_year, s.draft_round, s.draft_kind, s.draft_team, s.first_season, s.last_season
       ${from} ORDER BY ${ORDER[filters.sort]} LIMIT ? OFFSET ?`,
    )
    .all(...where.args, filters.pageSize, (page - 1) * filters.pageSize)
  const ids = rows.map((row) => row.id)
  const batting = sumsOf<BattingSums>(db, 'player_season_batting', BATTING, ids)
  const pitching = sumsOf<PitchingSums>(db, 'player_season_pitching', PITCHING, ids)
  const players = rows.map((row) => {
    const pitched = pitching.get(row.id)
    const batted = batting.get(row.id)
    const side = pitched && (row.position === 'P' || !batted) ? { type: 'pitching' as const, ...pitchingTotals(pitched), season: pitched.season } : batted ? { type: 'batting' as const, ...battingTotals(batted), season: batted.season } : null
    if (!side) return { ...row, totals: null, page_season: null }
    const { season, ...totals } = side
    return { ...row, totals, page_season: season }
  })
  return careerPlayerListSchema.parse({ total, page, pageSize: filters.pageSize, players })
}

export const searchCareerPlayers = cache((filters: CareerFilters): CareerPlayerList | null => {
  const db = getDatabase()
  return db ? careerPlayersFrom(db, filters) : null
})
