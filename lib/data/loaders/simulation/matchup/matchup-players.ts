import 'server-only'
import type { Db } from '@/lib/data/db'
import type { BatterSide, Hand } from '@/lib/domain/simulation/matchup/adjust'
import { REGULAR_SEASON } from './outcome-rows'

/** A player as the matchup needs him: his name and hands (null where the data does not say). */
export type MatchupPlayer = { id: string; name: string; bats: BatterSide | null; throws: Hand | null }

type Row = { id: string; name: string; bats: string | null; throws: string | null }

export function matchupPlayerFrom(db: Db, id: string): MatchupPlayer | null {
  const row = db.prepare<[string], Row>('SELECT id, name_kanji AS name, bats, throws FROM players WHERE id = ?').get(id)
  if (!row) return null
  const bats = row.bats === 'R' || row.bats === 'L' || row.bats === 'S' ? row.bats : null
  const throws = row.throws === 'R' || row.throws === 'L' ? row.throws : null
  return { id: row.id, name: row.name, bats, throws }
}

/** Seasons with regular-season games, newest first. */
export function regularSeasonsFrom(db: Db): number[] {
  return db
    .prepare<[], { season: number }>(`SELECT DISTINCT g.season FROM games g WHERE ${REGULAR_SEASON} ORDER BY g.season DESC`)
    .all()
    .map((row) => row.season)
}

/**
 * The page's example when no one is picked: the batter and pitcher who met most often in the
 * latest regular season (ties by id), so the example has a head-to-head record to show. Null
 * without PAs.
 */
export function defaultPairingFrom(db: Db): { batter: string; pitcher: string } | null {
  const season = regularSeasonsFrom(db)[0]
  if (season === undefined) return null
  const row = db
    .prepare<[number], { batter: string; pitcher: string }>(
      `SELECT p.batter_id AS batter, p.pitcher_id AS pitcher FROM plate_appearances p JOIN games g ON g.id = p.game_id
       WHERE g.season = ? AND ${REGULAR_SEASON}
       GROUP BY p.batter_id, p.pitcher_id ORDER BY COUNT(*) DESC, p.batter_id, p.pitcher_id LIMIT 1`,
    )
    .get(season)
  return row ?? null
}
