import 'server-only'
import type { Db } from '@/lib/data/db'
import { gameMvp, type MvpPa, type PitcherExtras } from '@/lib/domain/games/game-mvp'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { dailyMvpsSchema, type DailyMvps } from '@/lib/schemas/game-mvp'

type GameRow = {
  id: string; kind: string; status: string; innings: number; home: TeamCode; away: TeamCode; home_runs: number; away_runs: number
  win_pitcher: string | null; loss_pitcher: string | null; save_pitcher: string | null
}
type PaRow = MvpPa & { gameId: string; batterName: string; pitcherName: string }
type ExtrasRow = PitcherExtras & { gameId: string; pitcherId: string }

/** Every query starts from the day's games through games_season_date, then reaches each table by its game key. */
const DAY = 'g.season = @season AND g.date = @date'
const GAMES = `SELECT g.id, g.kind, g.status, g.innings, g.home, g.away, g.home_runs, g.away_runs, g.win_pitcher, g.loss_pitcher, g.save_pitcher
  FROM games g WHERE ${DAY} ORDER BY g.id`
/** The day's PAs in order (the order heroOf breaks ties by, as the game page reads them). */
const PAS = `SELECT p.game_id AS gameId, p.half, p.batter_id AS batterId, p.pitcher_id AS pitcherId, p.result, p.rbi,
  p.outs_before AS outsBefore, p.outs_after AS outsAfter, v.we_before AS weBefore, v.we_after AS weAfter,
  COALESCE(b.name_kanji, p.batter_id) AS batterName, COALESCE(t.name_kanji, p.pitcher_id) AS pitcherName
  FROM games g JOIN plate_appearances p ON p.game_id = g.id LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  LEFT JOIN players b ON b.id = p.batter_id LEFT JOIN players t ON t.id = p.pitcher_id
  WHERE ${DAY} ORDER BY p.game_id, p.seq`
/** Runs charged to each pitcher and runners he put out between PAs, as the box score counts them. */
const EXTRAS = `SELECT game_id AS gameId, pitcher_id AS pitcherId, SUM(runs) AS runs, SUM(earned) AS earned, SUM(outs) AS runnerOuts FROM (
    SELECT r.game_id, r.pitcher_id, 1 AS runs, r.earned, 0 AS outs FROM games g JOIN runs_scored r ON r.game_id = g.id WHERE ${DAY}
    UNION ALL
    SELECT e.game_id, e.pitcher_id, 0, 0, e.to_base = 0 FROM games g JOIN runner_events e ON e.game_id = g.id WHERE ${DAY}
  ) GROUP BY game_id, pitcher_id`

function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

/**
 * Every game of a day (regular season and postseason) with its MVP by WPA — the game page's hero —
 * his club and his line in the game. A day without games has an empty list.
 */
export function dailyMvpsFrom(db: Db, date: string): DailyMvps {
  const params = { season: Number(date.slice(0, 4)), date }
  const games = db.prepare<typeof params, GameRow>(GAMES).all(params)
  const pas = groupBy(db.prepare<typeof params, PaRow>(PAS).all(params), (row) => row.gameId)
  const extras = new Map(db.prepare<typeof params, ExtrasRow>(EXTRAS).all(params).map((row) => [`${row.gameId}:${row.pitcherId}`, row]))
  return dailyMvpsSchema.parse({
    date,
    games: games.map((game) => {
      const own = pas.get(game.id) ?? []
      const mvp = gameMvp(own, (pitcherId) => extras.get(`${game.id}:${pitcherId}`), { win: game.win_pitcher, loss: game.loss_pitcher, save: game.save_pitcher })
      const names = new Map(own.flatMap((pa) => [[pa.batterId, pa.batterName], [pa.pitcherId, pa.pitcherName]] as const))
      return {
        id: game.id, kind: game.kind, status: game.status, innings: game.innings,
        away: { team: game.away, runs: game.away_runs }, home: { team: game.home, runs: game.home_runs },
        mvp: mvp && { playerId: mvp.playerId, name: names.get(mvp.playerId) ?? mvp.playerId, team: game[mvp.side], role: mvp.role, wpa: mvp.wpa, line: mvp.line },
      }
    }),
  })
}
