import 'server-only'
import type { Db } from '@/lib/data/db'
import { REGULAR } from '@/lib/data/derive/season-counts'
import { draftRound } from '@/lib/domain/analysis/draft-round'
import { draftSource } from '@/lib/domain/analysis/draft-source'
import { careerValue, type BattingValueLine, type PitchingValueLine } from '@/lib/domain/analysis/draft-value'
import { isTeamCode } from '@/lib/domain/teams/teams'
import type { DraftPick } from '@/lib/schemas/draft-analysis'

type PlayerRow = {
  player_id: string; name: string; year: number; round: number | null; kind: string | null; team: string | null
  career_path: string | null; position: string | null
}
type GamesRow = { player_id: string; games: number; first_season: number; last_season: number }
type Lines<Line> = Line & { player_id: string }

const DRAFTED = 'SELECT id FROM players WHERE draft_year BETWEEN @from AND @to'

const PLAYERS_SQL = `SELECT id AS player_id, name_kanji AS name, draft_year AS year, draft_round AS round, draft_kind AS kind,
  draft_team AS team, career_path, primary_position AS position FROM players WHERE draft_year BETWEEN @from AND @to`
// A player appears in a game once per stint: the games he played are the distinct games of his stints.
const GAMES_SQL = `SELECT s.player_id, COUNT(DISTINCT s.game_id) AS games, MIN(g.season) AS first_season, MAX(g.season) AS last_season
  FROM substitutions s JOIN games g ON g.id = s.game_id WHERE ${REGULAR} AND s.player_id IN (${DRAFTED}) GROUP BY s.player_id`
const ROSTER_SQL = `SELECT player_id, MAX(season) AS season FROM rosters WHERE player_id IN (${DRAFTED}) GROUP BY player_id`
const BATTING_SQL = `SELECT player_id, wraa FROM player_season_batting WHERE player_id IN (${DRAFTED})`
const PITCHING_SQL = `SELECT p.player_id, p.fip, p.outs, c.value AS leagueEra FROM player_season_pitching p
  LEFT JOIN league_constants c ON c.season = p.season AND c.league = p.league AND c.key = 'league_era' WHERE p.player_id IN (${DRAFTED})`

function byPlayer<Row extends { player_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>()
  for (const row of rows) map.set(row.player_id, [...(map.get(row.player_id) ?? []), row])
  return map
}

/**
 * Every player drafted in `from`–`to` with his first-team career in the data: regular-season games
 * and seasons, and his value in runs above average summed over every season line (draft-value.ts).
 * Six reads, however many players: no query per player.
 */
export function draftPicksFrom(db: Db, from: number, to: number): DraftPick[] {
  const span = { from, to }
  const players = db.prepare<typeof span, PlayerRow>(PLAYERS_SQL).all(span)
  const games = new Map(db.prepare<typeof span, GamesRow>(GAMES_SQL).all(span).map((row) => [row.player_id, row]))
  const rosters = new Map(db.prepare<typeof span, { player_id: string; season: number }>(ROSTER_SQL).all(span).map((row) => [row.player_id, row.season]))
  const batting = byPlayer(db.prepare<typeof span, Lines<BattingValueLine>>(BATTING_SQL).all(span))
  const pitching = byPlayer(db.prepare<typeof span, Lines<PitchingValueLine>>(PITCHING_SQL).all(span))
  return players.map((player) => {
    const played = games.get(player.player_id)
    return {
      player_id: player.player_id,
      name: player.name,
      year: player.year,
      round: draftRound({ round: player.round, kind: player.kind }),
      round_number: player.round,
      ikusei: player.kind === 'ikusei',
      team: player.team !== null && isTeamCode(player.team) ? player.team : null,
      source: draftSource(player.career_path),
      pitcher: player.position === 'P',
      games: played?.games ?? 0,
      first_season: played?.first_season ?? null,
      last_season: played?.last_season ?? null,
      page_season: played?.last_season ?? rosters.get(player.player_id) ?? null,
      value: careerValue({ batting: batting.get(player.player_id) ?? [], pitching: pitching.get(player.player_id) ?? [] }),
    }
  })
}

/** Whether the source holds any draft record at all (the simulated league does; npb.jp's games do not). */
export function hasDraftRecordsFrom(db: Db): boolean {
  return db.prepare<[], { found: number }>('SELECT EXISTS (SELECT 1 FROM players WHERE draft_year IS NOT NULL) AS found').get()?.found === 1
}
