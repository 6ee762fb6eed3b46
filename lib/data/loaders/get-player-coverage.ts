import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { playerCoverageSchema, type PlayerCoverage } from '@/lib/schemas/players'
import { memoPerDatabase } from './memo-per-database'

const SQL = `SELECT COUNT(*) AS players, COUNT(name_kana) AS kana, COUNT(name_romaji) AS romaji,
  COUNT(*) FILTER (WHERE primary_position IS NOT NULL OR EXISTS (SELECT 1 FROM rosters r WHERE r.player_id = players.id AND r.position IS NOT NULL))
    AS position
  FROM players`

/** What the player data holds, so the list shows a reading column only where there are readings and says what is missing. */
export function playerCoverageFrom(db: Db): PlayerCoverage {
  const row = db.prepare<[], PlayerCoverage>(SQL).get()
  return playerCoverageSchema.parse(row ?? { players: 0, kana: 0, romaji: 0, position: 0 })
}

export const getPlayerCoverage = cache(memoPerDatabase(playerCoverageFrom))
