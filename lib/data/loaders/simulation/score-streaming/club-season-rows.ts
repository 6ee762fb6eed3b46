import 'server-only'
import type { Db } from '@/lib/data/db'
import type { PitchType } from '@/lib/domain/events'
import type { ArmRow, HitterRow, StartRow } from '@/lib/domain/simulation/streaming/club-lineup'
import type { Person } from '@/lib/domain/simulation/streaming/club-game-input'
import type { BattingLine, PitchingLine, PitchMix } from '@/lib/domain/simulation/streaming/ratings-from-stats'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { BATTING_COLUMNS, PITCHING_COLUMNS } from './league-norms'

type BattingRow = BattingLine & { playerId: string; avg: number | null }
type PitchingRow = PitchingLine & { playerId: string; sv: number; hld: number; era: number | null }

/** One club's season as the lineup, the staff and the ratings need it. */
export type ClubSeasonRows = {
  people: Map<string, Person>
  batting: Map<string, BattingRow>
  pitching: Map<string, PitchingRow>
  mixes: Map<string, PitchMix>
  starts: StartRow[]
  hitters: HitterRow[]
  arms: ArmRow[]
}

const BATTING = `SELECT player_id AS playerId, ${BATTING_COLUMNS}, avg FROM player_season_batting WHERE season = ? AND team = ?`
const PITCHING = `SELECT player_id AS playerId, ${PITCHING_COLUMNS}, sv, hld, era FROM player_season_pitching WHERE season = ? AND team = ?`
const MIX = "SELECT player_id AS playerId, type, pitches, speed_sum AS speedSum, speeds FROM pitch_board_lines WHERE season = ? AND side = 'pitching' AND team = ?"
/** Who started where, and where in the order (a source without substitutions has none: club-lineup.ts then goes by PA). */
const STARTS = `SELECT s.player_id AS playerId, s.position, COUNT(*) AS starts, AVG(s.batting_order) AS "order"
  FROM games g JOIN substitutions s ON s.game_id = g.id AND s.team = ?
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague') AND s.starter = 1 AND s.batting_order IS NOT NULL
  GROUP BY s.player_id, s.position`
const PEOPLE = `SELECT p.id, p.name_kanji AS name, p.bats, p.throws, CAST(substr(p.birth_date, 1, 4) AS INTEGER) AS birthYear,
  COALESCE(r.position, p.primary_position) AS position
  FROM players p LEFT JOIN rosters r ON r.player_id = p.id AND r.season = ?
  WHERE p.id IN (SELECT player_id FROM player_season_batting WHERE season = ? AND team = ? UNION SELECT player_id FROM player_season_pitching WHERE season = ? AND team = ?)`

/** Five keyed reads for one club and season; null when the club has no lines that season. */
export function clubSeasonRows(db: Db, season: number, club: TeamCode): ClubSeasonRows | null {
  const batting = db.prepare<[number, string], BattingRow>(BATTING).all(season, club)
  const pitching = db.prepare<[number, string], PitchingRow>(PITCHING).all(season, club)
  if (batting.length === 0 || pitching.length === 0) return null
  const mixes = new Map<string, PitchMix>()
  for (const row of db.prepare<[number, string], { playerId: string; type: PitchType; pitches: number; speedSum: number; speeds: number }>(MIX).all(season, club)) {
    mixes.set(row.playerId, [...(mixes.get(row.playerId) ?? []), row])
  }
  const people = new Map(db.prepare<[number, number, string, number, string], Person>(PEOPLE).all(season, season, club, season, club).map((person) => [person.id, person]))
  const pitchers = new Set(pitching.map((row) => row.playerId))
  return {
    people,
    batting: new Map(batting.map((row) => [row.playerId, row])),
    pitching: new Map(pitching.map((row) => [row.playerId, row])),
    mixes,
    starts: db.prepare<[string, number], StartRow>(STARTS).all(club, season),
    hitters: batting.filter((row) => !pitchers.has(row.playerId)).map((row) => ({ playerId: row.playerId, pa: row.pa, position: people.get(row.playerId)?.position ?? null })),
    arms: pitching.map(({ playerId, g, gs, sv, hld }) => ({ playerId, g, gs, sv, hld })),
  }
}
