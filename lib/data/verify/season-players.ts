import 'server-only'
import type Database from 'better-sqlite3'

/** Everyone who played in the season, per club, with his romaji: what official lines are joined to when the rosters miss them. */
export function seasonPlayers(db: Database.Database, season: number): { id: string; romaji: string | null; team: string }[] {
  return db.prepare<[number], { id: string; romaji: string | null; team: string }>(
    'SELECT DISTINCT p.id, p.name_romaji AS romaji, s.team FROM substitutions s JOIN games g ON g.id = s.game_id JOIN players p ON p.id = s.player_id WHERE g.season = ?',
  ).all(season)
}
