import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { playerListSchema, type PlayerList, type PlayersQuery } from '@/lib/schemas/players'

type Row = {
  id: string; name: string; kana: string | null; romaji: string | null; birth_date: string | null; bats: string | null
  throws: string | null; position: string | null; team: string | null; number: number | null; roster_season: number | null
}

/** Players with their latest roster entry; active means on a roster in the latest season. */
export function playersFrom(db: Db, query: PlayersQuery): PlayerList {
  const latest = db.prepare<[], { season: number | null }>('SELECT MAX(season) AS season FROM rosters').get()?.season ?? 0
  const filters = [
    query.status === 'active' ? 'r.season = @latest' : query.status === 'retired' ? '(r.season IS NULL OR r.season < @latest)' : '1 = 1',
    ...(query.team ? ['r.team = @team'] : []),
    ...(query.q ? ["(p.name_kanji LIKE @q ESCAPE '\\' OR p.name_kana LIKE @q ESCAPE '\\' OR p.name_romaji LIKE @q ESCAPE '\\')"] : []),
  ].join(' AND ')
  const params = {
    latest,
    team: query.team ?? null,
    q: query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  }
  const from = `FROM players p LEFT JOIN rosters r ON r.player_id = p.id AND r.season = (SELECT MAX(season) FROM rosters x WHERE x.player_id = p.id)
    WHERE ${filters}`
  const total = db.prepare<[typeof params], { n: number }>(`SELECT COUNT(*) AS n ${from}`).get(params)?.n ?? 0
  const rows = db
    .prepare<[typeof params], Row>(
      `SELECT p.id, p.name_kanji AS name, p.name_kana AS kana, p.name_romaji AS romaji, p.birth_date, p.bats, p.throws,
         COALESCE(r.position, p.primary_position) AS position, r.team, r.number, r.season AS roster_season
       ${from} ORDER BY p.name_kana, p.id LIMIT @limit OFFSET @offset`,
    )
    .all(params)
  return playerListSchema.parse({
    total,
    page: query.page,
    pageSize: query.pageSize,
    players: rows.map(({ roster_season: rosterSeason, ...row }) => ({ ...row, active: rosterSeason === latest })),
  })
}

export const listPlayers = cache((query: PlayersQuery): PlayerList | null => {
  const db = getDatabase()
  return db ? playersFrom(db, query) : null
})
