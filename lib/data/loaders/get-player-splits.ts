import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { REGULAR } from '@/lib/data/derive/season-counts'
import { PA_RESULTS, type PaResult } from '@/lib/domain/events'
import { batterSideOf, handOf, type SplitPa, type SplitSide } from '@/lib/domain/players/split-axes'
import { playerSplits } from '@/lib/domain/players/splits'
import { playerSplitsSchema, type PlayerSplits } from '@/lib/schemas/player-splits'
import { memoPerDatabase } from './memo-per-database'

type PaRow = {
  result: string; half: 'top' | 'bottom'; inning: number; outs_before: number; bases_before: number
  balls: number | null; strikes: number | null; batting_order: number | null
  date: string; home: string; away: string; venue: string | null; li: number | null; bats: string | null; throws: string | null
}

/**
 * The player's PAs of a regular season, reached through his batter or pitcher index: the CROSS
 * JOIN keeps SQLite from starting at the season's games and scanning every PA of each.
 */
const paSql = (column: 'batter_id' | 'pitcher_id') => `
  SELECT p.result, p.half, p.inning, p.outs_before, p.bases_before, p.balls, p.strikes, p.batting_order,
    g.date, g.home, g.away, ve.name AS venue, v.li, b.bats, t.throws
  FROM plate_appearances p CROSS JOIN games g ON g.id = p.game_id
  LEFT JOIN venues ve ON ve.id = g.venue_id
  LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  LEFT JOIN players b ON b.id = p.batter_id
  LEFT JOIN players t ON t.id = p.pitcher_id
  WHERE p.${column} = ? AND g.season = ? AND ${REGULAR}`

export const PLAYER_SPLITS_SQL: Readonly<Record<SplitSide, string>> = { batting: paSql('batter_id'), pitching: paSql('pitcher_id') }

const isPaResult = (value: string): value is PaResult => (PA_RESULTS as readonly string[]).includes(value)

function toSplitPa(row: PaRow, side: SplitSide): SplitPa {
  if (!isPaResult(row.result)) throw new Error(`unknown PA result ${row.result}`)
  // The batting club is home in the bottom half; the pitcher's club in the top half.
  const home = (side === 'batting') === (row.half === 'bottom')
  return {
    result: row.result,
    batterSide: batterSideOf(row.bats, row.throws),
    pitcherHand: handOf(row.throws),
    home,
    month: Number(row.date.slice(5, 7)),
    basesBefore: row.bases_before,
    outsBefore: row.outs_before,
    // The stored count is the one after the last pitch capped at 3-2, which is the count before it
    // (ball four from 3 balls, strike three from 2 strikes, a ball in play leaves the count alone).
    count: row.balls === null || row.strikes === null ? null : { balls: row.balls, strikes: row.strikes },
    inning: row.inning,
    battingOrder: row.batting_order,
    opponent: home ? row.away : row.home,
    venue: row.venue,
    li: row.li,
  }
}

/** A player's situational splits for one regular season as a batter or a pitcher; null without a PA. */
export function playerSplitsFrom(db: Db, playerId: string, season: number, side: SplitSide): PlayerSplits | null {
  const rows = db.prepare<[string, number], PaRow>(PLAYER_SPLITS_SQL[side]).all(playerId, season)
  if (rows.length === 0) return null
  const name = db.prepare<[string], { name: string }>('SELECT name_kanji AS name FROM players WHERE id = ?').get(playerId)?.name ?? playerId
  const table = playerSplits(rows.map((row) => toSplitPa(row, side)), side)
  return playerSplitsSchema.parse({ player_id: playerId, name, season, ...table })
}

/** Kept per server (memo-per-database.ts): a player's page and its metadata read the splits once. */
export const getPlayerSplits = cache(memoPerDatabase(playerSplitsFrom))
