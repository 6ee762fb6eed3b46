import 'server-only'
import { getDatabase, type Db } from '@/lib/data/db'
import { playersFrom } from '@/lib/data/loaders/list-players'
import { POSITION_GROUP_LABELS, positionGroupOf } from '@/lib/domain/players/position-groups'
import type { PlayerSummary } from '@/lib/schemas/players'

/**
 * One player a simulation tool's picker can offer. `role` is his position group in Japanese
 * (投手 / 捕手 / 内野手 / 外野手) and `seasons` his span on rosters ("2016–2025", "2019"); both
 * null where the data has none.
 */
export type PickerCandidate = { id: string; name: string; kana: string | null; team: string | null; role: string | null; seasons: string | null }

/** Which players a tool wants: batters (everyone but pitchers), pitchers, or anyone. */
export type PickerRole = 'batter' | 'pitcher' | 'any'

/** The largest page listPlayers takes; batters are filtered after the search, so ask for more. */
const WIDEST_PAGE = 200

function seasonSpan(first: number | null, last: number | null): string | null {
  if (first === null && last === null) return null
  if (first === null || last === null || first === last) return String(first ?? last)
  return `${first}–${last}`
}

function fitsRole(position: string | null, role: PickerRole): boolean {
  if (role === 'any') return true
  return (position === 'P') === (role === 'pitcher')
}

function candidateOf(player: Pick<PlayerSummary, 'id' | 'name' | 'kana' | 'position' | 'first_season' | 'last_season'> & { team: string | null }): PickerCandidate {
  const group = positionGroupOf(player.position)
  return {
    id: player.id,
    name: player.name,
    kana: player.kana,
    team: player.team,
    role: group === null ? null : POSITION_GROUP_LABELS[group],
    seasons: seasonSpan(player.first_season, player.last_season),
  }
}

/**
 * Players whose name (kanji, kana or romaji) holds `query`, best match first, as the players
 * list ranks them; an empty query finds no one.
 */
export function pickerCandidatesFrom(db: Db, query: string, role: PickerRole, limit = 20): PickerCandidate[] {
  const q = query.trim().slice(0, 50)
  if (q === '') return []
  const list = playersFrom(db, {
    q,
    status: 'all',
    page: 1,
    pageSize: role === 'batter' ? WIDEST_PAGE : Math.min(limit, WIDEST_PAGE),
    ...(role === 'pitcher' ? { pos: 'P' as const } : {}),
  })
  return list.players.filter((player) => fitsRole(player.position, role)).slice(0, limit).map(candidateOf)
}

/** The same search on the site's database; none without one. */
export function findPickerCandidates(query: string, role: PickerRole, limit = 20): PickerCandidate[] {
  const db = getDatabase()
  return db ? pickerCandidatesFrom(db, query, role, limit) : []
}

type Row = { id: string; name: string; kana: string | null; team: string | null; position: string | null; first_season: number | null; last_season: number | null }

export function pickerCandidateFrom(db: Db, id: string): PickerCandidate | null {
  const row = db
    .prepare<[string], Row>(
      `SELECT p.id, p.name_kanji AS name, p.name_kana AS kana, r.team, COALESCE(r.position, p.primary_position) AS position,
         COALESCE(p.debut_season, span.first_season) AS first_season, span.last_season
       FROM players p
       LEFT JOIN (SELECT player_id, MIN(season) AS first_season, MAX(season) AS last_season FROM rosters GROUP BY player_id) span ON span.player_id = p.id
       LEFT JOIN rosters r ON r.player_id = p.id AND r.season = span.last_season
       WHERE p.id = ?`,
    )
    .get(id)
  return row ? candidateOf(row) : null
}

/** One player by id as a picker shows him selected; null for an unknown id (or no database). */
export function getPickerCandidate(id: string): PickerCandidate | null {
  const db = getDatabase()
  return db ? pickerCandidateFrom(db, id) : null
}
