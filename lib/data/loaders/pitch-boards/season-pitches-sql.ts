import 'server-only'
import type { Db } from '@/lib/data/db'
import { PA_RESULTS } from '@/lib/domain/events'
import { ATTACK_ZONE_BOUNDS, ATTACK_ZONES } from '@/lib/domain/pitch-metrics/attack-zone'
import { isChaseZone, isStrikeZone } from '@/lib/domain/pitching-analysis/metrics'
import { EVENT_CLASS } from '@/lib/domain/sabermetrics/event-classes'

export type BoardSide = 'pitching' | 'batting'

/** The regular season as the read model counts it (season-counts.ts). */
export const REGULAR_SEASON = "g.season = @season AND g.kind IN ('regular', 'interleague')"

/** The cells isStrikeZone and isChaseZone count, written into SQL so both read the same zone. */
const CELLS = Array.from({ length: 25 }, (_, index) => index + 1)
export const IN_ZONE = `pi.zone IN (${CELLS.filter(isStrikeZone).join(', ')})`
export const OUT_OF_ZONE = `pi.zone IN (${CELLS.filter(isChaseZone).join(', ')})`
export const SWING = "pi.result IN ('swinging_strike', 'foul', 'in_play')"

/** attackZone() of attack-zone.ts in SQL, from the same bounds; NULL without a location. */
export const ATTACK_ZONE = `CASE WHEN pi.x IS NULL OR pi.z IS NULL THEN NULL
  WHEN MAX(ABS(pi.x), ABS(pi.z)) < ${ATTACK_ZONE_BOUNDS.heart} THEN '${ATTACK_ZONES[0]}'
  WHEN MAX(ABS(pi.x), ABS(pi.z)) < ${ATTACK_ZONE_BOUNDS.shadow} THEN '${ATTACK_ZONES[1]}'
  WHEN MAX(ABS(pi.x), ABS(pi.z)) < ${ATTACK_ZONE_BOUNDS.chase} THEN '${ATTACK_ZONES[2]}' ELSE '${ATTACK_ZONES[3]}' END`

/** EVENT_CLASS as a CASE, so the linear weight a PA result takes is the player page's. */
const EVENT_CLASS_SQL = `CASE pa.result ${PA_RESULTS.map((result) => `WHEN '${result}' THEN '${EVENT_CLASS[result]}'`).join(' ')} END`

/** countAfter() of pitch-run-value.ts in SQL. */
const BALLS_AFTER = "pi.balls_before + (pi.result = 'ball')"
const STRIKES_AFTER = "pi.strikes_before + CASE WHEN pi.result = 'foul' AND pi.strikes_before = 2 THEN 0 WHEN pi.result IN ('called_strike', 'swinging_strike', 'foul') THEN 1 ELSE 0 END"

/**
 * Every regular-season pitch with its PA, the player of the side, his club, whether it was the
 * PA's last pitch (the player page's definition: no pitch follows it), the outcome's linear weight
 * (batting side) and the count values before and after it (pitchRunValue() takes them).
 */
export function seasonPitchesSql(side: BoardSide): string {
  const player = side === 'pitching' ? 'pa.pitcher_id' : 'pa.batter_id'
  const team = side === 'pitching' ? "CASE pa.half WHEN 'top' THEN g.home ELSE g.away END" : "CASE pa.half WHEN 'top' THEN g.away ELSE g.home END"
  return `SELECT ${player} AS player_id, ${team} AS team, pi.type, pi.speed_kmh, pi.zone, pi.x, pi.z, pi.result,
      pi.balls_before, pi.strikes_before, pa.result AS pa_result, ${ATTACK_ZONE} AS attack_zone,
      NOT EXISTS (SELECT 1 FROM pitches n WHERE n.game_id = pi.game_id AND n.pa_seq = pi.pa_seq AND n.seq > pi.seq) AS last,
      ${SWING} AS swing, COALESCE(lw.run_value, 0) AS outcome_weight, COALESCE(cb.run_value, 0) AS value_before, COALESCE(ca.run_value, 0) AS value_after
    FROM games g JOIN plate_appearances pa ON pa.game_id = g.id
    JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
    LEFT JOIN linear_weights lw ON lw.season = g.season AND lw.league = 'npb' AND lw.event = ${EVENT_CLASS_SQL}
    LEFT JOIN count_values cb ON cb.season = g.season AND cb.balls = pi.balls_before AND cb.strikes = pi.strikes_before
    LEFT JOIN count_values ca ON ca.season = g.season AND ca.balls = ${BALLS_AFTER} AND ca.strikes = ${STRIKES_AFTER}
    WHERE ${REGULAR_SEASON}`
}

/** Null for a season without regular-season games; false when it has games but no pitch rows. */
export function hasPitchRows(db: Db, season: number): boolean | null {
  const row = db
    .prepare<[{ season: number }], { games: number; pitched: number }>(
      `SELECT EXISTS (SELECT 1 FROM games g WHERE ${REGULAR_SEASON}) AS games,
        EXISTS (SELECT 1 FROM games g JOIN pitches pi ON pi.game_id = g.id WHERE ${REGULAR_SEASON}) AS pitched`,
    )
    .get({ season })
  if (!row || row.games === 0) return null
  return row.pitched === 1
}
