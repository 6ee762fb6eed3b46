import 'server-only'
import type { Db } from '@/lib/data/db'
import { gameWriter } from '@/lib/data/write/game-writer'
import type { SimGame } from '@/lib/domain/simulation/game-records'
import type { LeaguePlayer } from '@/lib/domain/simulation/league-player'
import type { SimulatedSeason } from '@/lib/domain/simulation/simulate-league'
import { TEAMS } from '@/lib/domain/teams/teams'

function statements(db: Db) {
  return {
    player: db.prepare(`INSERT INTO players (id, name_kanji, name_kana, name_romaji, birth_date, bats, throws, height_cm, weight_kg, hometown,
      high_school, university, corporate, independent, career_path, draft_year, draft_round, draft_team, draft_kind, foreign_player,
      primary_position, debut_season, retired_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(id) DO UPDATE SET retired_after = excluded.retired_after`),
    roster: db.prepare('INSERT INTO rosters (season, team, player_id, number, position) VALUES (?, ?, ?, ?, ?)'),
  }
}

type Statements = ReturnType<typeof statements>

function writePlayer(sql: Statements, player: LeaguePlayer): void {
  const { person, career, draft } = player
  sql.player.run(
    player.id, person.name.kanji, person.name.kana, person.name.romaji, person.birthDate, person.bats, person.throws,
    person.heightCm, person.weightKg, person.hometown, career?.highSchool ?? null, career?.university ?? null,
    career?.corporate ?? null, career?.independent ?? null, career?.path ?? (player.foreign ? 'foreign' : null),
    draft?.year ?? null, draft?.round ?? null, draft?.teamCode ?? null, draft?.kind ?? null, player.foreign ? 1 : 0,
    player.position, player.debutSeason, player.retiredAfter,
  )
}

/** Attendance is not simulated play, but a game record without it looks broken; a plausible crowd. */
function attendance(game: SimGame): number {
  const seed = [...game.id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7)
  return 18_000 + (seed % 22_000)
}

/**
 * Stores a simulated league as it is played: games one by one, then each season's roster and
 * players. The caller wraps the writes in transactions.
 */
export function simWriter(db: Db) {
  const sql = statements(db)
  const games = gameWriter(db, 'sim')
  for (const team of TEAMS) games.venue(team.homeStadium, team.id)
  return {
    game: (game: SimGame) => games.game({ ...game, attendance: attendance(game) }),
    season: (season: SimulatedSeason) => {
      for (const player of season.players) writePlayer(sql, player)
      for (const entry of season.roster) sql.roster.run(season.season, entry.team, entry.playerId, entry.number, entry.position)
      games.flush()
    },
  }
}
