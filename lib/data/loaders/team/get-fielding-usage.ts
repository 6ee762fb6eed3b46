import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { FieldingClock } from '@/lib/domain/teams/fielding-clock'
import { isFieldingPosition } from '@/lib/domain/teams/fielding-positions'
import { fieldingUsage, type FieldingStint } from '@/lib/domain/teams/fielding-usage'
import type { UsageGame, UsageView } from '@/lib/domain/teams/usage-slices'
import { fieldingUsageSchema, type FieldingUsage } from '@/lib/schemas/player-strategy'
import { memoPerDatabase } from '../memo-per-database'
import { seasonUsageGames, type SeasonGame } from './season-usage-games'

type StintRow = { game_id: string; team: string; player_id: string; name: string; position: string; starter: number; entered_seq: number; exited_seq: number | null }
type PaRow = { game_id: string; seq: number; inning: number; half: string; outs: number }

/** Every stint of the season's games (npb.jp gives batters no position: '' or, in older files, '-' or null). */
const STINTS = `SELECT s.game_id, s.team, s.player_id, COALESCE(pl.name_kanji, s.player_id) AS name, COALESCE(s.position, '') AS position,
    s.starter, s.entered_seq, s.exited_seq
  FROM games g CROSS JOIN substitutions s ON s.game_id = g.id LEFT JOIN players pl ON pl.id = s.player_id
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`
/** The PAs in playing order, each with the outs it made: the clock stints are measured on. */
const PAS = `SELECT p.game_id, p.seq, p.inning, p.half, p.outs_after - p.outs_before AS outs
  FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague') ORDER BY p.game_id, p.seq`

type Season = { stints: FieldingStint[]; clocks: Map<string, FieldingClock>; games: UsageGame[] }

/** Each club's clock in each game: the PAs it fielded (the home club fields the top halves), with its running outs. */
function fieldingClocks(db: Db, season: number, games: ReadonlyMap<string, SeasonGame>): Map<string, FieldingClock> {
  const clocks = new Map<string, { seqs: number[]; outs: number[]; innings: number[] }>()
  for (const pa of db.prepare<[number], PaRow>(PAS).all(season)) {
    const game = games.get(pa.game_id)
    if (!game) continue
    const team = pa.half === 'top' ? game.home : game.away
    const key = `${pa.game_id}:${team}`
    const clock = clocks.get(key) ?? { seqs: [], outs: [], innings: [] }
    clocks.set(key, clock)
    clock.seqs.push(pa.seq)
    clock.outs.push((clock.outs.at(-1) ?? 0) + pa.outs)
    clock.innings.push(pa.inning)
  }
  return clocks
}

/** The season's stints and clocks, in two reads. Null for a season without games. */
export function fieldingSeasonFrom(db: Db, season: number): Season | null {
  const schedule = seasonUsageGames(db, season)
  if (!schedule) return null
  const stints = db.prepare<[number], StintRow>(STINTS).all(season).flatMap((row): FieldingStint[] => {
    const game = schedule.byId.get(row.game_id)
    // A row under a club that did not play in the game (the 2024 import has some) belongs to no club's game.
    const team = game && [game.home, game.away].find((code) => code === row.team)
    if (!team) return []
    return [{ gameId: row.game_id, team, playerId: row.player_id, name: row.name, position: row.position, starter: row.starter === 1, enteredSeq: row.entered_seq, exitedSeq: row.exited_seq }]
  })
  // Without a single known position (npb.jp) there is nothing to measure: the lineup counts need no clock.
  const clocks = stints.some((stint) => isFieldingPosition(stint.position))
    ? fieldingClocks(db, season, schedule.byId)
    : new Map<string, FieldingClock>()
  return { stints, clocks, games: schedule.clubGames }
}

/** Who the clubs of a view played where in a season. Null for a season without games. */
export function fieldingUsageFrom(db: Db, season: number, view: UsageView): FieldingUsage | null {
  const data = fieldingSeasonFrom(db, season)
  return data && fieldingUsageSchema.parse(fieldingUsage(season, data.stints, data.clocks, data.games, view))
}

// The season's rows are read once per server; each view of them is kept too (memo-per-database.ts).
const seasonOnce = memoPerDatabase(fieldingSeasonFrom)
const usageOnce = memoPerDatabase((_db: Db, season: number, view: UsageView): FieldingUsage | null => {
  const data = seasonOnce(season)
  return data && fieldingUsageSchema.parse(fieldingUsage(season, data.stints, data.clocks, data.games, view))
})

/** Shared by the page and its metadata within a request (React cache() compares arguments by identity: plain values). */
export const getFieldingUsage = cache((season: number, team: UsageView['team'], result: UsageView['result'], mode: UsageView['mode']): FieldingUsage | null =>
  usageOnce(season, { team, result, mode }),
)
