import 'server-only'
import type { Db } from '@/lib/data/db'
import type { SeasonLine } from '@/lib/domain/stats/career-totals'
import type { RecordType } from '@/lib/schemas/career'

const TABLES = { batting: 'player_season_batting', pitching: 'player_season_pitching' } as const

/** Counting columns a caller may read: the names reach SQL, so only these can. */
export const BATTING_COUNT_KEYS = ['g', 'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so'] as const
export const PITCHING_COUNT_KEYS = ['g', 'gs', 'w', 'l', 'sv', 'hld', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er'] as const
export type BattingCountKey = (typeof BATTING_COUNT_KEYS)[number]
export type PitchingCountKey = (typeof PITCHING_COUNT_KEYS)[number]

type Lines<Key extends string> = Array<SeasonLine & Record<Key, number>>

/**
 * Every regular-season line of the given seasons (the read model holds regular-season games
 * only), in the order they were played: by season, and within a season split by a trade, by the
 * date of the player's first game for each club.
 */
export function readSeasonLines(db: Db, type: 'batting', seasons: readonly number[]): Lines<BattingCountKey>
export function readSeasonLines(db: Db, type: 'pitching', seasons: readonly number[]): Lines<PitchingCountKey>
export function readSeasonLines(db: Db, type: RecordType, seasons: readonly number[]): Lines<BattingCountKey | PitchingCountKey> {
  if (seasons.length === 0) return []
  const keys: readonly string[] = type === 'batting' ? BATTING_COUNT_KEYS : PITCHING_COUNT_KEYS
  const table = TABLES[type]
  const list = seasons.map(() => '?').join(', ')
  return db
    .prepare<number[], SeasonLine & Record<BattingCountKey | PitchingCountKey, number>>(
      `SELECT s.season, s.player_id, p.name_kanji AS name, s.team, ${keys.map((key) => `s.${key}`).join(', ')}
       FROM (SELECT *, COUNT(*) OVER (PARTITION BY season, player_id) AS clubs FROM ${table} WHERE season IN (${list})) s
       JOIN players p ON p.id = s.player_id
       ORDER BY s.player_id, s.season,
         CASE WHEN s.clubs > 1 THEN (SELECT MIN(g.date) FROM substitutions u JOIN games g ON g.id = u.game_id
           WHERE u.player_id = s.player_id AND u.team = s.team AND g.season = s.season) END,
         s.team`,
    )
    .all(...seasons)
}
