import 'server-only'
import type { Db } from '@/lib/data/db'
import type { RunnerEventType } from '@/lib/domain/events'
import { LEAGUE_SCOPES, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { stealRunValues, type RunnerMove, type RunnerPlay, type StealRunValues } from '@/lib/domain/sabermetrics/steal-run-values'
import { seasonMatrix } from './season-matrix'

type Row = {
  game_id: string; pa_seq: number; pitch_index: number; type: RunnerEventType; from_base: number; to_base: number; inning: number; half: string
  league: 'central' | 'pacific'; prev_seq: number | null; outs_before: number; bases_before: number; outs_next: number | null; bases_next: number | null
}

/**
 * A season's regular-season runner events in innings 1–8 (the run-expectancy sample's innings), each
 * with the state the previous PA of its half-inning left (none yet: 0 out, bases empty) and the state
 * the PA it happened in started from (null when the half-inning ended on the bases). A PA's stored
 * "before" is after the runner events of that PA, so the two frame them.
 */
const RUNNER_EVENTS = `
SELECT e.game_id, e.pa_seq, e.pitch_index, e.type, e.from_base, e.to_base, e.inning, e.half, t.league, q.seq AS prev_seq,
  COALESCE(q.outs_after, 0) AS outs_before, COALESCE(q.bases_after, 0) AS bases_before,
  p.outs_before AS outs_next, p.bases_before AS bases_next
FROM games g CROSS JOIN runner_events e ON e.game_id = g.id CROSS JOIN teams t ON t.code = g.home
LEFT JOIN plate_appearances q ON q.game_id = e.game_id AND q.inning = e.inning AND q.half = e.half
  AND q.seq = (SELECT MAX(x.seq) FROM plate_appearances x WHERE x.game_id = e.game_id AND x.seq < e.pa_seq)
LEFT JOIN plate_appearances p ON p.game_id = e.game_id AND p.seq = e.pa_seq AND p.inning = e.inning AND p.half = e.half
WHERE g.season = ? AND g.kind IN ('regular', 'interleague') AND e.inning <= 8
ORDER BY e.game_id, e.pa_seq, e.pitch_index, e.rowid`

type Play = RunnerPlay & { league: Row['league']; pitches: RunnerMove[][] }

/** The rows grouped into plays (one PA in progress each), and within a play by pitch. */
function toPlays(rows: readonly Row[]): Play[] {
  const plays: Play[] = []
  const lastSeqOfHalf = new Map<string, number>()
  let key = ''
  let pitch = -1
  for (const row of rows) {
    if (`${row.game_id}:${row.pa_seq}` !== key) {
      key = `${row.game_id}:${row.pa_seq}`
      pitch = -1
      const half = `${row.game_id}:${row.inning}:${row.half}`
      // Runner events of an earlier PA that never finished lie between the last PA and these: where they start is not known.
      const gap = (lastSeqOfHalf.get(half) ?? -1) > (row.prev_seq ?? -1)
      lastSeqOfHalf.set(half, row.pa_seq)
      const after = row.outs_next === null || row.bases_next === null ? null : { outs: row.outs_next, bases: row.bases_next }
      plays.push({ league: row.league, before: gap ? null : { outs: row.outs_before, bases: row.bases_before }, pitches: [], after })
    }
    const play = plays[plays.length - 1]
    if (!play) continue
    if (row.pitch_index !== pitch) {
      pitch = row.pitch_index
      play.pitches.push([])
    }
    play.pitches[play.pitches.length - 1]?.push({ type: row.type, fromBase: row.from_base, toBase: row.to_base })
  }
  return plays
}

const known = new WeakMap<Db, Map<number, Readonly<Record<LeagueScope, StealRunValues>>>>()

/**
 * Run values of SB and CS for a season, for NPB and each league (by the home club's league, as
 * run expectancy is split), on that scope's stored run-expectancy matrix. Kept per database and
 * season: the guts table asks for every season, the event table for one.
 */
export function stealValuesFrom(db: Db, season: number): Readonly<Record<LeagueScope, StealRunValues>> {
  const seasons = known.get(db) ?? new Map<number, Readonly<Record<LeagueScope, StealRunValues>>>()
  known.set(db, seasons)
  const hit = seasons.get(season)
  if (hit) return hit
  const plays = toPlays(db.prepare<[number], Row>(RUNNER_EVENTS).all(season))
  const entries = LEAGUE_SCOPES.map((scope) => {
    const inScope = scope === 'npb' ? plays : plays.filter((play) => play.league === scope)
    return [scope, stealRunValues(inScope, seasonMatrix(db, season, scope))] as const
  })
  const values = Object.fromEntries(entries) as Record<LeagueScope, StealRunValues>
  seasons.set(season, values)
  return values
}
