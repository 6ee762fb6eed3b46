import 'server-only'
import type { Db } from '@/lib/data/db'
import { battingLogRates, pitchingLogRates, sumBatting, sumPitching } from '@/lib/domain/players/game-log'
import { byStageOrder, POSTSEASON_KINDS, type PostseasonKind } from '@/lib/domain/players/postseason'
import { battingPostseasonSchema, pitchingPostseasonSchema, type BattingPostseason, type PitchingPostseason } from '@/lib/schemas/player-postseason'
import { memoPerDatabase } from './memo-per-database'
import { battingGameLogFrom } from './player-game-log/batting'
import { pitchingGameLogFrom } from './player-game-log/pitching'

type Stage = { season: number; stage: PostseasonKind }

/** The postseason stages he took part in, through his own substitutions rows. */
function stagesOf(db: Db, playerId: string): Stage[] {
  const kinds = POSTSEASON_KINDS.map((kind) => `'${kind}'`).join(', ')
  return db
    .prepare<[string], Stage>(
      `SELECT DISTINCT g.season, g.kind AS stage FROM substitutions s CROSS JOIN games g ON g.id = s.game_id
       WHERE s.player_id = ? AND g.kind IN (${kinds})`,
    )
    .all(playerId)
    .sort(byStageOrder)
}

const sumCounts = <Row extends Record<K, number>, K extends string>(rows: readonly Row[], keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as Record<K, number>

/**
 * His postseason batting, each stage's line read by the game log's queries over that stage's
 * games, so it counts by the same rules as his regular season. A stage in which he only pitched
 * is left out. Null when he has none.
 */
export function battingPostseasonFrom(db: Db, playerId: string): BattingPostseason | null {
  const rows = stagesOf(db, playerId).flatMap(({ season, stage }) => {
    const log = battingGameLogFrom(db, playerId, season, [stage])
    const batted = log?.games.some((game) => game.pa > 0 || game.positions.some((position) => position !== 'P'))
    return log && batted && log.games[0] ? [{ season, stage, team: log.games[0].team, line: log.total, rates: log.rates }] : []
  })
  if (rows.length === 0) return null
  const line = { ...sumBatting(rows.map((row) => row.line)), ...sumCounts(rows.map((row) => row.line), ['g']) }
  return battingPostseasonSchema.parse({ side: 'batting', rows, total: { line, rates: battingLogRates(line) } })
}

/** His postseason pitching, stage by stage (see battingPostseasonFrom). Null when he never pitched in one. */
export function pitchingPostseasonFrom(db: Db, playerId: string): PitchingPostseason | null {
  const rows = stagesOf(db, playerId).flatMap(({ season, stage }) => {
    const log = pitchingGameLogFrom(db, playerId, season, [stage])
    return log && log.games[0] ? [{ season, stage, team: log.games[0].team, line: log.total, rates: log.rates }] : []
  })
  if (rows.length === 0) return null
  const lines = rows.map((row) => row.line)
  const line = { ...sumPitching(lines), ...sumCounts(lines, ['g', 'gs', 'w', 'l', 'sv', 'hld']) }
  return pitchingPostseasonSchema.parse({ side: 'pitching', rows, total: { line, rates: pitchingLogRates(line) } })
}

export const getBattingPostseason = memoPerDatabase(battingPostseasonFrom)
export const getPitchingPostseason = memoPerDatabase(pitchingPostseasonFrom)
