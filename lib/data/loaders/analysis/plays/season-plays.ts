import 'server-only'
import type { Db } from '@/lib/data/db'
import { REGULAR } from '@/lib/data/derive/season-counts'
import { playBlockFrom, type PlayBlock, type PlayGame, type PlayPlayer, type PlayRow } from '@/lib/domain/analysis/play-filter-columns'
import { PA_RESULTS, PITCH_RESULTS, type PaResult, type PitchResult } from '@/lib/domain/events'
import { batterSideOf, handOf } from '@/lib/domain/players/split-axes'

/** A PA as the query reads it, in raw mode (an array per row: 2–3× faster than an object with 24 keys). */
type PaRecord = [
  gameId: string, date: string, home: string, away: string, seq: number, inning: number, half: 'top' | 'bottom',
  batterId: string, pitcherId: string, outsBefore: number, basesBefore: number, outsAfter: number, basesAfter: number,
  awayScore: number, homeScore: number, result: string, runs: number, rbi: number, balls: number | null, strikes: number | null,
  wpa: number | null, li: number | null, league: string | null, firstPitch: string | null,
]

/**
 * The season's regular PAs in game order, driven from the games' (season, date) index with each
 * game's PAs read by primary key; the first pitch and the PA's values by primary key too.
 */
const PAS = `
  SELECT g.id, g.date, g.home, g.away, p.seq, p.inning, p.half, p.batter_id, p.pitcher_id,
    p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.away_score_before, p.home_score_before,
    p.result, p.runs, p.rbi, p.balls, p.strikes, v.wpa, v.li, t.league,
    (SELECT pi.result FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq AND pi.seq = 1)
  FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id
  LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  LEFT JOIN teams t ON t.code = g.home
  WHERE g.season = ? AND ${REGULAR}
  ORDER BY g.date, g.id, p.seq`

/** 代打 stints: a PA is a pinch-hit one when the batter's 'PH' stint covers it (entered after the seq before, exited at or after it). */
const PINCH = `
  SELECT s.game_id, s.player_id, s.entered_seq, s.exited_seq FROM games g JOIN substitutions s ON s.game_id = g.id
  WHERE g.season = ? AND ${REGULAR} AND s.position = 'PH'`

const isResult = (value: string): value is PaResult => (PA_RESULTS as readonly string[]).includes(value)
const isPitch = (value: string | null): value is PitchResult => value !== null && (PITCH_RESULTS as readonly string[]).includes(value)

/** RE by the home club's league, as the run values count it (count-values.ts); the third out ends at 0. */
function runExpectancy(db: Db, season: number): (league: string | null, outs: number, bases: number) => number | null {
  const rows = db.prepare<[number], { league: string; outs: number; bases: number; runs: number | null }>('SELECT league, outs, bases, runs FROM run_expectancy WHERE season = ?').all(season)
  const table = new Map(rows.map((row) => [`${row.league}:${row.outs}:${row.bases}`, row.runs]))
  return (league, outs, bases) => (outs >= 3 ? 0 : (table.get(`${league ?? 'npb'}:${outs}:${bases}`) ?? null))
}

/** Each game's 代打 stints as [player, entered, exited], looked up per PA without building a key string. */
function pinchStints(db: Db, season: number): Map<string, [string, number, number][]> {
  const stints = new Map<string, [string, number, number][]>()
  for (const row of db.prepare<[number], { game_id: string; player_id: string; entered_seq: number; exited_seq: number | null }>(PINCH).all(season)) {
    const stint: [string, number, number] = [row.player_id, row.entered_seq, row.exited_seq ?? Number.POSITIVE_INFINITY]
    stints.set(row.game_id, [...(stints.get(row.game_id) ?? []), stint])
  }
  return stints
}

/** The season's PAs as a typed block (play-filter-columns.ts); null for a season without regular PAs. */
export function seasonPlaysFrom(db: Db, season: number): PlayBlock | null {
  const records = db.prepare<[number], PaRecord>(PAS).raw(true).all(season)
  if (records.length === 0) return null
  const re = runExpectancy(db, season)
  const pinch = pinchStints(db, season)
  const people = new Map(db.prepare<[], { id: string; name: string; bats: string | null; throws: string | null }>('SELECT id, name_kanji AS name, bats, throws FROM players').all().map((p) => [p.id, p]))
  const games: PlayGame[] = []
  const gameIndex = new Map<string, number>()
  const players: PlayPlayer[] = []
  const playerIndex = new Map<string, number>()
  const indexOf = (id: string) => {
    let index = playerIndex.get(id)
    if (index === undefined) {
      index = players.length
      players.push({ id, name: people.get(id)?.name ?? id })
      playerIndex.set(id, index)
    }
    return index
  }
  const rows = records.flatMap((record): PlayRow[] => {
    const [gameId, date, home, away, seq, inning, half, batterId, pitcherId, outs, bases, outsAfter, basesAfter, awayScore, homeScore, result, runs, rbi, balls, strikes, wpa, li, league, firstPitch] = record
    if (!isResult(result)) return []
    let game = gameIndex.get(gameId)
    if (game === undefined) {
      game = games.length
      games.push({ id: gameId, date, home, away })
      gameIndex.set(gameId, game)
    }
    const bottom = half === 'bottom'
    const start = re(league, outs, bases)
    const end = re(league, outsAfter, basesAfter)
    const throws = people.get(pitcherId)?.throws ?? null
    return [{
      game, seq, inning, bottom, outs, bases, margin: bottom ? homeScore - awayScore : awayScore - homeScore,
      balls, strikes, result, rbi, batter: indexOf(batterId), pitcher: indexOf(pitcherId),
      batterSide: batterSideOf(people.get(batterId)?.bats ?? null, throws), pitcherHand: handOf(throws),
      ph: pinch.get(gameId)?.some(([player, entered, exited]) => player === batterId && entered < seq && seq <= exited) ?? false,
      firstPitch: isPitch(firstPitch) ? firstPitch : null,
      re24: start === null || end === null ? null : end - start + runs,
      // pa_values' WPA is the home club's; the batting side's is its negative in the top half.
      wpa: wpa === null ? null : bottom ? wpa : -wpa,
      li,
    }]
  })
  return playBlockFrom(season, games, players, rows)
}

/** Blocks are kept per database connection for the server's life: the data changes only with a rebuild and restart. */
const blocks = new WeakMap<Db, Map<number, PlayBlock | null>>()

/** The season's block, read once per database (≈ 0.3–0.5 s a season the first time, then nothing). */
export function seasonPlays(db: Db, season: number): PlayBlock | null {
  const held = blocks.get(db) ?? new Map<number, PlayBlock | null>()
  blocks.set(db, held)
  if (!held.has(season)) held.set(season, seasonPlaysFrom(db, season))
  return held.get(season) ?? null
}
