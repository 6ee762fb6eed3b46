import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { clubGameResult } from '@/lib/domain/teams/club-game-result'
import type { PitcherGame } from '@/lib/domain/teams/pitching-appearances'
import { pitchingUsage } from '@/lib/domain/teams/pitching-usage'
import type { UsageGame, UsageView } from '@/lib/domain/teams/usage-slices'
import { pitchingUsageSchema, type PitchingUsage } from '@/lib/schemas/player-strategy'
import { memoPerDatabase } from '../memo-per-database'
import { seasonIdRange, seasonUsageGames } from './season-usage-games'

type Params = { season: number; seasonStart: string; seasonEnd: string }
type StintRow = {
  game_id: string; pitcher_id: string; name: string; half: string; first_seq: number; inning: number
  away_score: number; home_score: number; outs: number; pitch_rows: number
}
type Keyed = { game_id: string; pitcher_id: string; value: number }

/**
 * Each pitcher's part in each game, from the PAs he pitched to, in one grouped read of the season.
 * With a single MIN() in the select, SQLite takes the bare columns (inning, score) from the row
 * holding the minimum: the first batter he faced, i.e. when he came in.
 */
const STINTS = `SELECT x.*, COALESCE(pl.name_kanji, x.pitcher_id) AS name FROM (
    SELECT p.game_id, p.pitcher_id, p.half, MIN(p.seq) AS first_seq, p.inning,
      p.away_score_before AS away_score, p.home_score_before AS home_score, SUM(p.outs_after - p.outs_before) AS outs,
      SUM((SELECT COUNT(*) FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq)) AS pitch_rows
    FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id
    WHERE g.season = @season AND g.kind IN ('regular', 'interleague')
    GROUP BY p.game_id, p.pitcher_id, p.half
  ) x LEFT JOIN players pl ON pl.id = x.pitcher_id`
/**
 * A pitcher who faced no batter but ended the inning by a pickoff or a caught stealing (four in
 * 2024) appeared all the same: he comes in at the runner event's inning and at the score after
 * the last completed PA before it.
 */
const RUNNER_ONLY = `WITH only AS (
    SELECT e.game_id, e.pitcher_id, e.half, MIN(e.pa_seq) AS first_seq, e.inning FROM runner_events e
    WHERE e.game_id >= @seasonStart AND e.game_id < @seasonEnd
      AND NOT EXISTS (SELECT 1 FROM plate_appearances p WHERE p.pitcher_id = e.pitcher_id AND p.game_id = e.game_id)
    GROUP BY e.game_id, e.pitcher_id, e.half
  )
  SELECT o.*, COALESCE(pl.name_kanji, o.pitcher_id) AS name, COALESCE(p.away_score_after, 0) AS away_score,
    COALESCE(p.home_score_after, 0) AS home_score, 0 AS outs, 0 AS pitch_rows
  FROM only o LEFT JOIN players pl ON pl.id = o.pitcher_id
  LEFT JOIN plate_appearances p ON p.game_id = o.game_id
    AND p.seq = (SELECT MAX(q.seq) FROM plate_appearances q WHERE q.game_id = o.game_id AND q.seq < o.first_seq)`
/** Runners he put out between PAs (pickoffs, caught stealing) are his outs too, as in the season lines. */
const RUNNER_OUTS = `SELECT game_id, pitcher_id, SUM(to_base = 0) AS value FROM runner_events
  WHERE game_id >= @seasonStart AND game_id < @seasonEnd GROUP BY game_id, pitcher_id`
const EARNED_RUNS = `SELECT game_id, pitcher_id, SUM(earned) AS value FROM runs_scored
  WHERE game_id >= @seasonStart AND game_id < @seasonEnd GROUP BY game_id, pitcher_id`
/** The box's official counts (real games), which stand where pitch rows fall short or are missing. */
const BOX_PITCHES = `SELECT game_id, pitcher_id, pitches AS value FROM pitcher_box
  WHERE game_id >= @seasonStart AND game_id < @seasonEnd AND pitches IS NOT NULL`
const HOLDS = `SELECT game_id, pitcher_id, 1 AS value FROM game_holds WHERE game_id >= @seasonStart AND game_id < @seasonEnd`

/** The season's pitcher games and club games, read in a handful of queries. Null for a season without games. */
export function pitchingSeasonFrom(db: Db, season: number): { rows: PitcherGame[]; games: UsageGame[] } | null {
  const schedule = seasonUsageGames(db, season)
  if (!schedule) return null
  const params: Params = { season, ...seasonIdRange(season) }
  const keyed = (sql: string) => new Map(db.prepare<Params, Keyed>(sql).all(params).map((row) => [`${row.game_id}:${row.pitcher_id}`, row.value]))
  const runnerOuts = keyed(RUNNER_OUTS)
  const earnedRuns = keyed(EARNED_RUNS)
  const boxPitches = keyed(BOX_PITCHES)
  const holds = keyed(HOLDS)
  const stints = [...db.prepare<Params, StintRow>(STINTS).all(params), ...db.prepare<Params, StintRow>(RUNNER_ONLY).all(params)]
  const rows = stints.flatMap((row): PitcherGame[] => {
    const game = schedule.byId.get(row.game_id)
    if (!game) return []
    const key = `${row.game_id}:${row.pitcher_id}`
    // The home club fields the top halves.
    const home = row.half === 'top'
    const team = home ? game.home : game.away
    return [{
      gameId: row.game_id,
      date: game.date,
      team,
      result: clubGameResult(game, team),
      pitcherId: row.pitcher_id,
      name: row.name,
      firstSeq: row.first_seq,
      entryInning: row.inning,
      entryMargin: home ? row.home_score - row.away_score : row.away_score - row.home_score,
      outs: row.outs + (runnerOuts.get(key) ?? 0),
      earnedRuns: earnedRuns.get(key) ?? 0,
      pitches: boxPitches.get(key) ?? (game.tracked ? row.pitch_rows : null),
      save: game.savePitcher === row.pitcher_id,
      hold: holds.has(key),
    }]
  })
  return { rows, games: schedule.clubGames }
}

/** How the clubs of a view used their pitchers in a season. Null for a season without games. */
export function pitchingUsageFrom(db: Db, season: number, view: UsageView): PitchingUsage | null {
  const data = pitchingSeasonFrom(db, season)
  return data && pitchingUsageSchema.parse(pitchingUsage(season, data.rows, data.games, view))
}

// The season's rows are read once per server; each view of them is kept too (memo-per-database.ts).
const seasonOnce = memoPerDatabase(pitchingSeasonFrom)
const usageOnce = memoPerDatabase((_db: Db, season: number, view: UsageView): PitchingUsage | null => {
  const data = seasonOnce(season)
  return data && pitchingUsageSchema.parse(pitchingUsage(season, data.rows, data.games, view))
})

/** Shared by the page and its metadata within a request (React cache() compares arguments by identity: plain values). */
export const getPitchingUsage = cache((season: number, team: UsageView['team'], result: UsageView['result'], mode: UsageView['mode']): PitchingUsage | null =>
  usageOnce(season, { team, result, mode }),
)
