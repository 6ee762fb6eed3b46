import { latestSeason, queryOne, sampleBatterId, samplePitcherId } from './database'

export const SEASON = latestSeason()
export const PITCHER = samplePitcherId(SEASON)
export const BATTER = sampleBatterId(SEASON)

const PITCHES = `FROM pitches pi JOIN plate_appearances pa ON pa.game_id = pi.game_id AND pa.seq = pi.pa_seq JOIN games g ON g.id = pa.game_id
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`

/** The type a player threw (pitching) or saw (batting) most in the season, and how many; ties by the type's code. */
export function mostUsedType(playerId: string, side: 'pitching' | 'batting') {
  const column = side === 'pitching' ? 'pitcher_id' : 'batter_id'
  return queryOne<{ type: string; n: number }>(`SELECT pi.type AS type, COUNT(*) AS n ${PITCHES} AND pa.${column} = ? GROUP BY pi.type ORDER BY n DESC, pi.type LIMIT 1`, SEASON, playerId)
}

/** The player's name as the header prints it. */
export const playerName = (playerId: string) => queryOne<{ name: string }>('SELECT name_kanji AS name FROM players WHERE id = ?', playerId).name
