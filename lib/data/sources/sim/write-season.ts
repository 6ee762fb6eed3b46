import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import type { SimGame } from '@/lib/domain/simulation/game-records'
import type { LeaguePlayer } from '@/lib/domain/simulation/league-player'
import type { SimulatedSeason } from '@/lib/domain/simulation/simulate-league'
import { TEAMS } from '@/lib/domain/teams/teams'

const round3 = (value: number) => Math.round(value * 1000) / 1000

function statements(db: Db) {
  return {
    venue: db.prepare('INSERT OR IGNORE INTO venues (name, home_team) VALUES (?, ?)'),
    venueId: db.prepare<[string], { id: number }>('SELECT id FROM venues WHERE name = ?'),
    player: db.prepare(`INSERT INTO players (id, name_kanji, name_kana, name_romaji, birth_date, bats, throws, height_cm, weight_kg, hometown,
      high_school, university, corporate, independent, career_path, draft_year, draft_round, draft_team, draft_kind, foreign_player,
      primary_position, debut_season, retired_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(id) DO UPDATE SET retired_after = excluded.retired_after`),
    roster: db.prepare('INSERT INTO rosters (season, team, player_id, number, position) VALUES (?, ?, ?, ?, ?)'),
    game: db.prepare(`INSERT INTO games (id, season, date, kind, home, away, venue_id, home_runs, away_runs, home_hits, away_hits,
      home_errors, away_errors, innings, status, line_away, line_home, win_pitcher, loss_pitcher, save_pitcher, attendance, source)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sim')`),
    hold: db.prepare('INSERT INTO game_holds (game_id, pitcher_id) VALUES (?, ?)'),
    pa: batchInserter(db, 'plate_appearances', ['game_id', 'seq', 'inning', 'half', 'batter_id', 'pitcher_id', 'batting_order', 'outs_before',
      'bases_before', 'away_score_before', 'home_score_before', 'result', 'batted_ball', 'direction', 'fielder', 'outs_after', 'bases_after',
      'away_score_after', 'home_score_after', 'runs', 'rbi', 'balls', 'strikes']),
    pitch: batchInserter(db, 'pitches', ['game_id', 'pa_seq', 'seq', 'balls_before', 'strikes_before', 'type', 'speed_kmh', 'x', 'z', 'zone', 'result']),
    runnerEvent: db.prepare(`INSERT INTO runner_events (game_id, pa_seq, pitch_index, type, runner_id, pitcher_id, catcher_id, from_base,
      to_base, inning, half) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    run: batchInserter(db, 'runs_scored', ['game_id', 'pa_seq', 'runner_id', 'pitcher_id', 'earned', 'rbi_batter_id']),
    fielding: batchInserter(db, 'fielding_credits', ['game_id', 'pa_seq', 'player_id', 'kind']),
    stint: batchInserter(db, 'substitutions', ['game_id', 'team', 'player_id', 'position', 'batting_order', 'entered_seq', 'exited_seq', 'starter']),
  }
}

type Statements = ReturnType<typeof statements>

function writePlayer(sql: Statements, player: LeaguePlayer): void {
  const { person, career, draft } = player
  sql.player.run(
    player.id, person.name.kanji, person.name.kana, person.name.romaji, person.birthDate, person.bats, person.throws,
    person.heightCm, person.weightKg, person.hometown, career?.highSchool ?? null, career?.university ?? null,
    career?.corporate ?? null, career?.independent ?? null, career?.path ?? (player.foreign ? 'foreign' : null),
    draft?.year ?? null, draft?.round ?? null, draft?.teamCode ?? null, draft?.kind ?? null, player.foreign ? 1 : 0,
    player.position, player.debutSeason, player.retiredAfter,
  )
}

/** Attendance is not simulated play, but a game record without it looks broken; a plausible crowd. */
function attendance(game: SimGame): number {
  const seed = [...game.id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7)
  return 18_000 + (seed % 22_000)
}

function writeGame(sql: Statements, game: SimGame, venueIds: Map<string, number>): void {
  const { id } = game
  sql.game.run(
    id, game.season, game.date, game.kind, game.home, game.away, venueIds.get(game.venue) ?? null, game.homeRuns, game.awayRuns,
    game.homeHits, game.awayHits, game.homeErrors, game.awayErrors, game.innings, game.status,
    JSON.stringify(game.lineScore.away), JSON.stringify(game.lineScore.home),
    game.decisions.win, game.decisions.loss, game.decisions.save, attendance(game),
  )
  for (const pitcher of game.decisions.holds) sql.hold.run(id, pitcher)
  for (const pa of game.pas) {
    const homeRuns = pa.half === 'bottom' ? pa.runs : 0
    const awayRuns = pa.half === 'top' ? pa.runs : 0
    sql.pa.add([
      id, pa.seq, pa.inning, pa.half, pa.batterId, pa.pitcherId, pa.battingOrder, pa.outsBefore, pa.basesBefore,
      pa.awayScoreBefore, pa.homeScoreBefore, pa.result, pa.battedBall, pa.direction === null ? null : round3(pa.direction), pa.fielder,
      pa.outsAfter, pa.basesAfter, pa.awayScoreBefore + awayRuns, pa.homeScoreBefore + homeRuns, pa.runs, pa.rbi, pa.balls, pa.strikes,
    ])
    pa.pitches.forEach((pitch, index) =>
      sql.pitch.add([id, pa.seq, index + 1, pitch.ballsBefore, pitch.strikesBefore, pitch.type, pitch.speedKmh, round3(pitch.x), round3(pitch.z), pitch.zone, pitch.result]),
    )
  }
  for (const event of game.runnerEvents) {
    sql.runnerEvent.run(id, event.paSeq, event.pitchIndex, event.type, event.runnerId, event.pitcherId, event.catcherId, event.fromBase, event.toBase, event.inning, event.half)
  }
  for (const run of game.runsScored) sql.run.add([id, run.paSeq, run.runnerId, run.pitcherId, run.earned ? 1 : 0, run.rbiBatterId])
  for (const credit of game.fielding) sql.fielding.add([id, credit.paSeq, credit.playerId, credit.kind])
  for (const stint of game.stints) {
    sql.stint.add([id, stint.team, stint.playerId, stint.position, stint.battingOrder, stint.enteredSeq, stint.exitedSeq, stint.starter ? 1 : 0])
  }
}

/**
 * Stores a simulated league as it is played: games one by one, then each season's roster and
 * players. The caller wraps the writes in transactions.
 */
export function simWriter(db: Db) {
  const sql = statements(db)
  for (const team of TEAMS) sql.venue.run(team.homeStadium, team.id)
  const venueIds = new Map(TEAMS.map((team) => [team.homeStadium, sql.venueId.get(team.homeStadium)?.id ?? 0]))
  return {
    game: (game: SimGame) => writeGame(sql, game, venueIds),
    season: (season: SimulatedSeason) => {
      for (const player of season.players) writePlayer(sql, player)
      for (const entry of season.roster) sql.roster.run(season.season, entry.team, entry.playerId, entry.number, entry.position)
      for (const inserter of [sql.pa, sql.pitch, sql.run, sql.fielding, sql.stint]) inserter.flush()
    },
  }
}
