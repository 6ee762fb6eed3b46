import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { matchClubs } from '@/lib/domain/search/match-clubs'
import { searchPatterns } from '@/lib/domain/search/player-search-keys'
import { searchKey } from '@/lib/domain/search/search-key'
import { playerListSchema, type PlayerList, type PlayersQuery } from '@/lib/schemas/players'
import { registerSearchKeys } from './register-search-keys'

type Row = {
  id: string; name: string; kana: string | null; romaji: string | null; birth_date: string | null; bats: string | null
  throws: string | null; position: string | null; team: string | null; number: number | null; roster_season: number | null
}

/** The latest whole season (simulated or npb.jp), not a later season's 一球速報 sample. */
function latestSeason(db: Db): number {
  const sql = "SELECT COALESCE((SELECT MAX(season) FROM games WHERE source IN ('sim', 'npb')), (SELECT MAX(season) FROM rosters)) AS season"
  return db.prepare<[], { season: number | null }>(sql).get()?.season ?? 0
}

const MATCHES = "(keys LIKE @begins ESCAPE '\\' OR keys LIKE @inside ESCAPE '\\')"
const RANK = "CASE WHEN keys LIKE @whole ESCAPE '\\' THEN 0 WHEN keys LIKE @begins ESCAPE '\\' THEN 1 ELSE 2 END"

/**
 * Players with their latest roster entry; active means on a roster of the latest whole season.
 * With `q`, those whose kanji, kana or romaji name holds it once both are folded (searchKey):
 * whole names first, then beginnings, then parts; within each, active players first, then by
 * latest season. A club's list (`team`) reads like its roster, by number.
 */
export function playersFrom(db: Db, query: PlayersQuery): PlayerList {
  const searching = query.q !== undefined
  if (searching) registerSearchKeys(db)
  const patterns = query.q === undefined ? null : searchPatterns(searchKey(query.q))
  const filters = [
    query.status === 'active' ? 'r.season >= @latest' : query.status === 'retired' ? '(r.season IS NULL OR r.season < @latest)' : '1 = 1',
    ...(query.team ? ['r.team = @team'] : []),
    ...(searching ? [MATCHES] : []),
  ].join(' AND ')
  const params = {
    latest: latestSeason(db),
    team: query.team ?? null,
    // NULL patterns match no one: a query that folds to nothing finds nothing.
    ...(patterns ?? { begins: null, inside: null, whole: null }),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  }
  const from = `FROM (SELECT *, ${searching ? 'player_search_keys(id)' : "''"} AS keys FROM players) p
    LEFT JOIN (SELECT player_id, MAX(season) AS season FROM rosters GROUP BY player_id) last ON last.player_id = p.id
    LEFT JOIN rosters r ON r.player_id = p.id AND r.season = last.season
    WHERE ${filters}`
  const order = [
    ...(searching ? [RANK] : []),
    'r.season >= @latest DESC',
    // Active players are one group (a later 一球速報 roster does not put them first), the rest latest first.
    'MIN(r.season, @latest) DESC',
    ...(query.team ? ['r.number IS NULL', 'r.number'] : []),
    'p.name_kana',
    'p.name_kanji',
    'p.id',
  ].join(', ')
  const total = db.prepare<[typeof params], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(params)?.n ?? 0
  const rows = db
    .prepare<[typeof params], Row>(
      `SELECT p.id, p.name_kanji AS name, p.name_kana AS kana, p.name_romaji AS romaji, p.birth_date, p.bats, p.throws,
         COALESCE(r.position, p.primary_position) AS position, r.team, r.number, r.season AS roster_season
       ${from} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    )
    .all(params)
  return playerListSchema.parse({
    total,
    page: query.page,
    pageSize: query.pageSize,
    clubs: query.q === undefined ? [] : matchClubs(query.q),
    players: rows.map(({ roster_season: lastSeason, ...row }) => ({ ...row, active: lastSeason !== null && lastSeason >= params.latest, last_season: lastSeason })),
  })
}

export const listPlayers = cache((query: PlayersQuery): PlayerList | null => {
  const db = getDatabase()
  return db ? playersFrom(db, query) : null
})
