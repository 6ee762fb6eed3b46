import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import type { PlayerSort } from '@/lib/domain/players/player-list-filters'
import { POSITION_GROUP_MEMBERS } from '@/lib/domain/players/position-groups'
import { matchClubs } from '@/lib/domain/search/match-clubs'
import { searchPatterns } from '@/lib/domain/search/player-search-keys'
import { searchKey } from '@/lib/domain/search/search-key'
import { playerListSchema, type PlayerList, type PlayersQuery } from '@/lib/schemas/players'
import { registerSearchKeys } from './register-search-keys'

type Row = {
  id: string; name: string; kana: string | null; romaji: string | null; birth_date: string | null; bats: string | null
  throws: string | null; position: string | null; team: string | null; number: number | null; roster_season: number | null
  first_season: number | null
}

/** The latest whole season (simulated or npb.jp), not a later season's 一球速報 sample. */
function latestSeason(db: Db): number {
  const sql = "SELECT COALESCE((SELECT MAX(season) FROM games WHERE source IN ('sim', 'npb')), (SELECT MAX(season) FROM rosters)) AS season"
  return db.prepare<[], { season: number | null }>(sql).get()?.season ?? 0
}

const MATCHES = "(keys LIKE @begins ESCAPE '\\' OR keys LIKE @inside ESCAPE '\\')"
const RANK = "CASE WHEN keys LIKE @whole ESCAPE '\\' THEN 0 WHEN keys LIKE @begins ESCAPE '\\' THEN 1 ELSE 2 END"

const POSITION = 'COALESCE(r.position, p.primary_position)'
const FIRST_SEASON = 'COALESCE(p.debut_season, span.first_season)'
/** Kana order where the data has readings; npb.jp's has none, so its names sort by their own characters. */
const NAME_ORDER = 'COALESCE(p.name_kana, p.name_kanji)'

/** A picked order, unknowns last; a later birth date is a younger player (ages count on one day, 1 April). */
const SORTS: Readonly<Record<PlayerSort, string>> = {
  name: NAME_ORDER,
  age: 'p.birth_date IS NULL, p.birth_date DESC',
  '-age': 'p.birth_date IS NULL, p.birth_date',
  debut: `${FIRST_SEASON} IS NULL, ${FIRST_SEASON}`,
  '-debut': `${FIRST_SEASON} IS NULL, ${FIRST_SEASON} DESC`,
}

/**
 * Players with their latest roster entry; active means on a roster of the latest whole season.
 * With `q`, those whose kanji, kana or romaji name holds it once both are folded (searchKey):
 * whole names first, then beginnings, then parts; within each, active players first, then by
 * latest season. A club's list (`team`) reads like its roster, by number. A picked `sort`
 * replaces those orders. `pos` matches the position on his latest roster, else his primary one.
 */
export function playersFrom(db: Db, query: PlayersQuery): PlayerList {
  const searching = query.q !== undefined
  if (searching) registerSearchKeys(db)
  const patterns = query.q === undefined ? null : searchPatterns(searchKey(query.q))
  const filters = [
    query.status === 'active' ? 'r.season >= @latest' : query.status === 'retired' ? '(r.season IS NULL OR r.season < @latest)' : '1 = 1',
    ...(query.team ? ['r.team = @team'] : []),
    ...(query.pos ? [`${POSITION} IN (SELECT value FROM json_each(@positions))`] : []),
    ...(query.bats ? ['p.bats = @bats'] : []),
    ...(query.throws ? ['p.throws = @throws'] : []),
    ...(searching ? [MATCHES] : []),
  ].join(' AND ')
  const params = {
    latest: latestSeason(db),
    team: query.team ?? null,
    positions: JSON.stringify(query.pos ? POSITION_GROUP_MEMBERS[query.pos] : []),
    bats: query.bats ?? null,
    throws: query.throws ?? null,
    // NULL patterns match no one: a query that folds to nothing finds nothing.
    ...(patterns ?? { begins: null, inside: null, whole: null }),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  }
  const from = `FROM (SELECT *, ${searching ? 'player_search_keys(id)' : "''"} AS keys FROM players) p
    LEFT JOIN (SELECT player_id, MIN(season) AS first_season, MAX(season) AS season FROM rosters GROUP BY player_id) span ON span.player_id = p.id
    LEFT JOIN rosters r ON r.player_id = p.id AND r.season = span.season
    WHERE ${filters}`
  const order = [
    ...(query.sort ? [SORTS[query.sort]] : defaultOrder(query)),
    NAME_ORDER,
    'p.name_kanji',
    'p.id',
  ].join(', ')
  const total = db.prepare<[typeof params], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(params)?.n ?? 0
  const rows = db
    .prepare<[typeof params], Row>(
      `SELECT p.id, p.name_kanji AS name, p.name_kana AS kana, p.name_romaji AS romaji, p.birth_date, p.bats, p.throws,
         ${POSITION} AS position, r.team, r.number, r.season AS roster_season, ${FIRST_SEASON} AS first_season
       ${from} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    )
    .all(params)
  return playerListSchema.parse({
    total,
    season: params.latest,
    page: query.page,
    pageSize: query.pageSize,
    clubs: query.q === undefined ? [] : matchClubs(query.q),
    players: rows.map(({ roster_season: lastSeason, ...row }) => ({ ...row, active: lastSeason !== null && lastSeason >= params.latest, last_season: lastSeason })),
  })
}

/** Without a picked sort: relevance for a search, then active first, then by number in a club's list. */
function defaultOrder(query: PlayersQuery): string[] {
  return [
    ...(query.q !== undefined ? [RANK] : []),
    'r.season >= @latest DESC',
    // Active players are one group (a later 一球速報 roster does not put them first), the rest latest first.
    'MIN(r.season, @latest) DESC',
    ...(query.team ? ['r.number IS NULL', 'r.number'] : []),
  ]
}

export const listPlayers = cache((query: PlayersQuery): PlayerList | null => {
  const db = getDatabase()
  return db ? playersFrom(db, query) : null
})
