import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { playerProfileSchema, type PlayerProfile } from '@/lib/schemas/player-profile'
import { memoPerDatabase } from './memo-per-database'

type PlayerRow = {
  id: string; name_kanji: string; name_kana: string | null; name_romaji: string | null; birth_date: string | null
  bats: string | null; throws: string | null; height_cm: number | null; weight_kg: number | null; hometown: string | null
  high_school: string | null; university: string | null; corporate: string | null; independent: string | null
  draft_year: number | null; draft_round: number | null; draft_team: string | null; draft_kind: string | null
  foreign_player: number; primary_position: string | null; debut_season: number | null; retired_after: number | null
}

type SeasonRow = { season: number; team: string | null; number: number | null; position: string | null; batting: number; pitching: number }

/**
 * Who he is and the seasons he has: the roster's club, number and position, and which regular-season
 * lines exist. Every read goes through his id (primary key, rosters' and the lines' player indexes).
 * Null for an unknown id.
 */
export function playerProfileFrom(db: Db, playerId: string): PlayerProfile | null {
  const player = db.prepare<[string], PlayerRow>('SELECT * FROM players WHERE id = ?').get(playerId)
  if (!player) return null
  const seasons = db
    .prepare<{ id: string }, SeasonRow>(
      `WITH years AS (
         SELECT season FROM rosters WHERE player_id = @id
         UNION SELECT season FROM player_season_batting WHERE player_id = @id
         UNION SELECT season FROM player_season_pitching WHERE player_id = @id)
       SELECT y.season, COALESCE(r.team, (SELECT b.team FROM player_season_batting b WHERE b.player_id = @id AND b.season = y.season LIMIT 1)) AS team,
         r.number, r.position,
         EXISTS (SELECT 1 FROM player_season_batting b WHERE b.player_id = @id AND b.season = y.season AND b.pa > 0) AS batting,
         EXISTS (SELECT 1 FROM player_season_pitching p WHERE p.player_id = @id AND p.season = y.season AND p.bf > 0) AS pitching
       FROM years y LEFT JOIN rosters r ON r.season = y.season AND r.player_id = @id
       ORDER BY y.season`,
    )
    .all({ id: playerId })
  const { name_kanji, name_kana, name_romaji, draft_year, draft_round, draft_team, draft_kind, foreign_player, high_school, university, corporate, independent, ...rest } = player
  return playerProfileSchema.parse({
    ...rest,
    name: name_kanji,
    kana: name_kana,
    romaji: name_romaji,
    schools: { high_school, university, corporate, independent },
    draft: draft_year === null ? null : { year: draft_year, round: draft_round, team: draft_team, kind: draft_kind },
    foreign_player: foreign_player === 1,
    seasons: seasons.map((row) => ({ ...row, batting: row.batting === 1, pitching: row.pitching === 1 })),
  })
}

export const getPlayerProfile = cache(memoPerDatabase(playerProfileFrom))
