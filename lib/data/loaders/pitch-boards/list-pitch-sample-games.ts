import 'server-only'
import { z } from 'zod'
import type { Db } from '@/lib/data/db'
import { pitchSampleGameSchema, type PitchSampleGame } from '@/lib/schemas/pitch-boards'
import { memoPerDatabase } from '../memo-per-database'

const GAMES = `SELECT g.id, g.season, g.date, g.home, g.away, g.home_runs AS homeRuns, g.away_runs AS awayRuns,
    (SELECT COUNT(*) FROM pitches pi WHERE pi.game_id = g.id) AS pitches
  FROM games g WHERE g.source = 'ikkyu' AND EXISTS (SELECT 1 FROM pitches pi WHERE pi.game_id = g.id) ORDER BY g.date, g.id`

const gamesSchema = z.array(pitchSampleGameSchema)

/**
 * The games imported from 一球速報 pitch-by-pitch files that have pitch rows, of any season, in
 * date order: what a season without pitch rows (npb.jp's box scores) can point to instead. The
 * simulated league has none (its games are its own source).
 */
export function listPitchSampleGamesFrom(db: Db): PitchSampleGame[] {
  return gamesSchema.parse(db.prepare(GAMES).all())
}

export const listPitchSampleGames = memoPerDatabase(listPitchSampleGamesFrom)
