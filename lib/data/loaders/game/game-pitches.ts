import 'server-only'
import type { Db } from '@/lib/data/db'
import { gamePitchesSchema, type GamePitch, type GamePitches } from '@/lib/schemas/game-pitches'

type Row = GamePitch & { paSeq: number }

const GAME = `SELECT 1 AS known FROM games WHERE id = @game`
/** x and z to two decimals: the plot is 100 px across, and the body is a sixth lighter. */
const PITCHES = `SELECT pa_seq AS paSeq, type, speed_kmh AS kmh, ROUND(x, 2) AS x, ROUND(z, 2) AS z, result, balls_before AS balls, strikes_before AS strikes
  FROM pitches WHERE game_id = @game ORDER BY pa_seq, seq`

/** Every pitch of a game by PA, for the play-by-play's pitch sequences (fetched when one is opened). Null for an unknown game. */
export function gamePitchesFrom(db: Db, gameId: string): GamePitches | null {
  if (!db.prepare<{ game: string }, { known: number }>(GAME).get({ game: gameId })) return null
  const pas: Record<string, GamePitch[]> = {}
  for (const { paSeq, ...pitch } of db.prepare<{ game: string }, Row>(PITCHES).all({ game: gameId })) {
    const list = pas[paSeq] ?? []
    list.push(pitch)
    pas[paSeq] = list
  }
  return gamePitchesSchema.parse({ pas })
}
