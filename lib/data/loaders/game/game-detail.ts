import 'server-only'
import type { Db } from '@/lib/data/db'
import { runnersOn } from '@/lib/domain/bases'
import { gameDetailSchema, type Decision, type GameDetail } from '@/lib/schemas/game-detail'

type GameRow = {
  id: string; season: number; date: string; kind: string; status: string; innings: number; venue: string | null; attendance: number | null; umpires: string | null; source: string
  home: string; away: string; home_runs: number; away_runs: number; home_hits: number | null; away_hits: number | null; home_errors: number | null; away_errors: number | null
  line_home: string; line_away: string; win_pitcher: string | null; loss_pitcher: string | null; save_pitcher: string | null; tracked: number
}

const GAME = `SELECT g.*, v.name AS venue, EXISTS (SELECT 1 FROM pitches WHERE game_id = g.id) AS tracked
  FROM games g LEFT JOIN venues v ON v.id = g.venue_id WHERE g.id = @game`

/**
 * The games of the same count as this one up to it: a regular-season game counts the regular
 * season and interleague (as the season lines do), a postseason game its own stage.
 */
const TO_DATE = `g.season = @season AND g.kind IN (SELECT value FROM json_each(@kinds)) AND (g.date < @date OR (g.date = @date AND g.id <= @game))`
const RECORD = `SELECT SUM(g.win_pitcher = @player) AS wins, SUM(g.loss_pitcher = @player) AS losses, SUM(g.save_pitcher = @player) AS saves,
  (SELECT COUNT(*) FROM game_holds h CROSS JOIN games g ON g.id = h.game_id WHERE h.pitcher_id = @player AND ${TO_DATE}) AS holds
  FROM games g WHERE ${TO_DATE} AND @player IN (g.win_pitcher, g.loss_pitcher, g.save_pitcher)`
const HOLDERS = `SELECT h.pitcher_id AS id FROM game_holds h WHERE h.game_id = @game`
const HOME_RUNS = `SELECT p.seq, p.inning, p.half, p.batter_id, p.pitcher_id, p.bases_before,
  COALESCE(b.name_kanji, p.batter_id) AS batter, COALESCE(q.name_kanji, p.pitcher_id) AS pitcher
  FROM plate_appearances p LEFT JOIN players b ON b.id = p.batter_id LEFT JOIN players q ON q.id = p.pitcher_id
  WHERE p.game_id = @game AND p.result = 'HR' ORDER BY p.seq`
/** His home runs of the season's same count up to this one (pa_batter, then each game by its key). */
const HR_NUMBER = `SELECT COUNT(*) AS n FROM plate_appearances p CROSS JOIN games g ON g.id = p.game_id
  WHERE p.batter_id = @player AND p.result = 'HR' AND ${TO_DATE} AND (p.game_id < @game OR p.seq <= @seq)`
const NAME = `SELECT name_kanji AS name FROM players WHERE id = ?`

const REGULAR = ['regular', 'interleague']

const parseLine = (text: string): (number | null)[] => {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? value.map((runs) => (typeof runs === 'number' ? runs : null)) : []
}

/** A game's header, line score, decisions with records to date, and home runs with their 号. Null for an unknown game. */
export function gameDetailFrom(db: Db, gameId: string): GameDetail | null {
  const game = db.prepare<{ game: string }, GameRow>(GAME).get({ game: gameId })
  if (!game) return null
  const scope = { game: game.id, season: game.season, date: game.date, kinds: JSON.stringify(REGULAR.includes(game.kind) ? REGULAR : [game.kind]) }
  const name = (id: string) => db.prepare<[string], { name: string }>(NAME).get(id)?.name ?? id
  const decision = (id: string | null): Decision | null => {
    if (id === null) return null
    const record = db.prepare<typeof scope & { player: string }, { wins: number | null; losses: number | null; saves: number | null; holds: number }>(RECORD).get({ ...scope, player: id })
    return { playerId: id, name: name(id), wins: record?.wins ?? 0, losses: record?.losses ?? 0, saves: record?.saves ?? 0, holds: record?.holds ?? 0 }
  }
  const homeRuns = db.prepare<{ game: string }, { seq: number; inning: number; half: 'top' | 'bottom'; batter_id: string; pitcher_id: string; bases_before: number; batter: string; pitcher: string }>(HOME_RUNS).all({ game: gameId })
  return gameDetailSchema.parse({
    id: game.id, season: game.season, date: game.date, kind: game.kind, status: game.status, innings: game.innings,
    venue: game.venue, attendance: game.attendance, umpires: game.umpires, source: game.source, tracked: game.tracked === 1,
    away: { team: game.away, runs: game.away_runs, hits: game.away_hits, errors: game.away_errors, line: parseLine(game.line_away) },
    home: { team: game.home, runs: game.home_runs, hits: game.home_hits, errors: game.home_errors, line: parseLine(game.line_home) },
    win: decision(game.win_pitcher), loss: decision(game.loss_pitcher), save: decision(game.save_pitcher),
    holds: db.prepare<{ game: string }, { id: string }>(HOLDERS).all({ game: gameId }).flatMap((row) => decision(row.id) ?? []),
    homeRuns: homeRuns.map((hr) => ({
      team: hr.half === 'top' ? game.away : game.home, batterId: hr.batter_id, batter: hr.batter, pitcherId: hr.pitcher_id, pitcher: hr.pitcher,
      inning: hr.inning, half: hr.half, runnersOn: runnersOn(hr.bases_before),
      seasonNumber: db.prepare<typeof scope & { player: string; seq: number }, { n: number }>(HR_NUMBER).get({ ...scope, player: hr.batter_id, seq: hr.seq })?.n ?? 1,
    })),
  })
}
