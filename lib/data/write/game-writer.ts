import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import type { CanonicalGame } from '@/lib/domain/canonical-game'

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000)

export type EventSource = 'sim' | 'npb' | 'ikkyu'

/**
 * Writes canonical games, whatever their source, into the event store. Rows are buffered; the
 * caller wraps writes in transactions and calls `flush` before each commit.
 */
export function gameWriter(db: Db, source: EventSource) {
  const venue = db.prepare('INSERT OR IGNORE INTO venues (name, home_team) VALUES (?, ?)')
  const venueId = db.prepare<[string], { id: number }>('SELECT id FROM venues WHERE name = ?')
  const venueIds = new Map<string, number>()
  const game = db.prepare(`INSERT INTO games (id, season, date, kind, home, away, venue_id, home_runs, away_runs, home_hits, away_hits,
    home_errors, away_errors, innings, status, line_away, line_home, win_pitcher, loss_pitcher, save_pitcher, attendance, umpires, source)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const hold = db.prepare('INSERT INTO game_holds (game_id, pitcher_id) VALUES (?, ?)')
  const box = db.prepare('INSERT INTO pitcher_box (game_id, pitcher_id, wp, bk, pitches) VALUES (?, ?, ?, ?, ?)')
  const clubBox = db.prepare('INSERT INTO club_box (game_id, team, wp, bk) VALUES (?, ?, ?, ?)')
  const pa = batchInserter(db, 'plate_appearances', ['game_id', 'seq', 'inning', 'half', 'batter_id', 'pitcher_id', 'batting_order', 'outs_before',
    'bases_before', 'away_score_before', 'home_score_before', 'result', 'batted_ball', 'direction', 'fielder', 'outs_after', 'bases_after',
    'away_score_after', 'home_score_after', 'runs', 'rbi', 'balls', 'strikes'])
  const pitch = batchInserter(db, 'pitches', ['game_id', 'pa_seq', 'seq', 'balls_before', 'strikes_before', 'type', 'speed_kmh', 'x', 'z', 'zone', 'result'])
  const runnerEvent = batchInserter(db, 'runner_events', ['game_id', 'pa_seq', 'pitch_index', 'type', 'runner_id', 'pitcher_id', 'catcher_id',
    'from_base', 'to_base', 'inning', 'half'])
  const run = batchInserter(db, 'runs_scored', ['game_id', 'pa_seq', 'runner_id', 'pitcher_id', 'earned', 'rbi_batter_id'])
  const fielding = batchInserter(db, 'fielding_credits', ['game_id', 'pa_seq', 'player_id', 'kind'])
  const stint = batchInserter(db, 'substitutions', ['game_id', 'team', 'player_id', 'position', 'batting_order', 'entered_seq', 'exited_seq', 'starter'])

  const venueFor = (name: string, home: string): number | null => {
    if (!name) return null
    const known = venueIds.get(name)
    if (known !== undefined) return known
    venue.run(name, home)
    const id = venueId.get(name)?.id ?? null
    if (id !== null) venueIds.set(name, id)
    return id
  }

  return {
    /** Registers a club's home park first, so venues keep the home club that owns them. */
    venue: venueFor,
    game(record: CanonicalGame): void {
      const { id } = record
      game.run(
        id, record.season, record.date, record.kind, record.home, record.away, venueFor(record.venue, record.home), record.homeRuns,
        record.awayRuns, record.homeHits, record.awayHits, record.homeErrors, record.awayErrors, record.innings, record.status,
        JSON.stringify(record.lineScore.away), JSON.stringify(record.lineScore.home), record.decisions.win, record.decisions.loss,
        record.decisions.save, record.attendance ?? null, record.umpires ?? null, source,
      )
      for (const pitcher of record.decisions.holds) hold.run(id, pitcher)
      for (const line of record.pitcherBox ?? []) box.run(id, line.pitcherId, line.wildPitches, line.balks, line.pitches)
      for (const club of record.clubBox ?? []) clubBox.run(id, club.team, club.wildPitches, club.balks)
      for (const row of record.pas) {
        const homeRuns = row.half === 'bottom' ? row.runs : 0
        const awayRuns = row.half === 'top' ? row.runs : 0
        pa.add([
          id, row.seq, row.inning, row.half, row.batterId, row.pitcherId, row.battingOrder, row.outsBefore, row.basesBefore,
          row.awayScoreBefore, row.homeScoreBefore, row.result, row.battedBall, round3(row.direction), row.fielder,
          row.outsAfter, row.basesAfter, row.awayScoreBefore + awayRuns, row.homeScoreBefore + homeRuns, row.runs, row.rbi, row.balls, row.strikes,
        ])
        row.pitches.forEach((item, index) =>
          pitch.add([id, row.seq, index + 1, item.ballsBefore, item.strikesBefore, item.type, item.speedKmh, round3(item.x), round3(item.z), item.zone, item.result]),
        )
      }
      for (const event of record.runnerEvents) {
        runnerEvent.add([id, event.paSeq, event.pitchIndex, event.type, event.runnerId, event.pitcherId, event.catcherId, event.fromBase, event.toBase, event.inning, event.half])
      }
      for (const item of record.runsScored) run.add([id, item.paSeq, item.runnerId, item.pitcherId, item.earned ? 1 : 0, item.rbiBatterId])
      for (const credit of record.fielding) fielding.add([id, credit.paSeq, credit.playerId, credit.kind])
      for (const item of record.stints) {
        stint.add([id, item.team, item.playerId, item.position, item.battingOrder, item.enteredSeq, item.exitedSeq, item.starter ? 1 : 0])
      }
    },
    flush(): void {
      for (const inserter of [pa, pitch, runnerEvent, run, fielding, stint]) inserter.flush()
    },
  }
}
