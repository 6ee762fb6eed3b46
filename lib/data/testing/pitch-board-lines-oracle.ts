import 'server-only'
import type Database from 'better-sqlite3'
import { HIT_RESULTS, NON_AB_RESULTS, PA_RESULTS, PITCH_RESULTS } from '@/lib/domain/events'
import { ATTACK_ZONE_BOUNDS, ATTACK_ZONES } from '@/lib/domain/pitch-metrics/attack-zone'
import { isStrike } from '@/lib/domain/pitch-metrics/board-rates'
import { isChaseZone, isStrikeZone } from '@/lib/domain/pitching-analysis/metrics'
import { EVENT_CLASS } from '@/lib/domain/sabermetrics/event-classes'

/*
 * The pitch-board lines counted in SQL straight from the event store: the read model's oracle
 * (derive/pitch-board-lines.ts counts them in one pass through lib/domain; the two must agree).
 */

const quoted = (values: Iterable<string>) => [...values].map((value) => `'${value}'`).join(', ')
const CELLS = Array.from({ length: 25 }, (_, index) => index + 1)
const IN_ZONE = `p.zone IN (${CELLS.filter(isStrikeZone).join(', ')})`
const OUT_OF_ZONE = `p.zone IN (${CELLS.filter(isChaseZone).join(', ')})`
const SWING = "p.result IN ('swinging_strike', 'foul', 'in_play')"
const FIRST = 'p.balls_before = 0 AND p.strikes_before = 0'
const ATTACK_ZONE = `CASE WHEN pi.x IS NULL OR pi.z IS NULL THEN NULL
  WHEN MAX(ABS(pi.x), ABS(pi.z)) < ${ATTACK_ZONE_BOUNDS.heart} THEN '${ATTACK_ZONES[0]}'
  WHEN MAX(ABS(pi.x), ABS(pi.z)) < ${ATTACK_ZONE_BOUNDS.shadow} THEN '${ATTACK_ZONES[1]}'
  WHEN MAX(ABS(pi.x), ABS(pi.z)) < ${ATTACK_ZONE_BOUNDS.chase} THEN '${ATTACK_ZONES[2]}' ELSE '${ATTACK_ZONES[3]}' END`
const EVENT_CLASS_SQL = `CASE pa.result ${PA_RESULTS.map((result) => `WHEN '${result}' THEN '${EVENT_CLASS[result]}'`).join(' ')} END`
const BALLS_AFTER = "pi.balls_before + (pi.result = 'ball')"
const STRIKES_AFTER = "pi.strikes_before + CASE WHEN pi.result = 'foul' AND pi.strikes_before = 2 THEN 0 WHEN pi.result IN ('called_strike', 'swinging_strike', 'foul') THEN 1 ELSE 0 END"
const PITCH_RUNS = 'CASE WHEN p.last THEN p.outcome_weight ELSE p.value_after END - p.value_before'
const ENDS = (value: string) => `COALESCE(SUM(CASE WHEN p.last THEN ${value} ELSE 0 END), 0)`
const count = (condition: string) => `COALESCE(SUM(${condition}), 0)`

const PITCHES = `SELECT pa.pitcher_id, pa.batter_id,
    CASE pa.half WHEN 'top' THEN g.home ELSE g.away END AS fielding, CASE pa.half WHEN 'top' THEN g.away ELSE g.home END AS batting,
    pi.type, pi.speed_kmh, pi.zone, pi.result, pi.balls_before, pi.strikes_before, pa.result AS pa_result, ${ATTACK_ZONE} AS attack_zone,
    NOT EXISTS (SELECT 1 FROM pitches n WHERE n.game_id = pi.game_id AND n.pa_seq = pi.pa_seq AND n.seq > pi.seq) AS last,
    COALESCE(lw.run_value, 0) AS outcome_weight, COALESCE(cb.run_value, 0) AS value_before, COALESCE(ca.run_value, 0) AS value_after
  FROM games g JOIN plate_appearances pa ON pa.game_id = g.id
  JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
  LEFT JOIN linear_weights lw ON lw.season = g.season AND lw.league = 'npb' AND lw.event = ${EVENT_CLASS_SQL}
  LEFT JOIN count_values cb ON cb.season = g.season AND cb.balls = pi.balls_before AND cb.strikes = pi.strikes_before
  LEFT JOIN count_values ca ON ca.season = g.season AND ca.balls = ${BALLS_AFTER} AND ca.strikes = ${STRIKES_AFTER}
  WHERE g.season = @season AND g.kind IN ('regular', 'interleague')`

const MEASURES: readonly (readonly [column: string, sql: string])[] = [
  ['pitches', 'COUNT(*)'],
  ['swings', count(SWING)],
  ['whiffs', count("p.result = 'swinging_strike'")],
  ['called_strikes', count("p.result = 'called_strike'")],
  ['located', count('p.zone IS NOT NULL')],
  ['zone_pitches', count(IN_ZONE)],
  ['chase_pitches', count(OUT_OF_ZONE)],
  ['chase_swings', count(`(${OUT_OF_ZONE}) AND ${SWING}`)],
  ['two_strike_pitches', count('p.strikes_before = 2')],
  ['put_aways', count("p.strikes_before = 2 AND p.last AND p.pa_result IN ('K', 'KWP')")],
  ['plate_appearances', count('p.last')],
  ['first_pitches', count(FIRST)],
  ['first_pitch_strikes', count(`${FIRST} AND p.result IN (${quoted(PITCH_RESULTS.filter(isStrike))})`)],
  ['first_pitch_swings', count(`${FIRST} AND ${SWING}`)],
  ['at_bats', ENDS(`p.pa_result NOT IN (${quoted(NON_AB_RESULTS)})`)],
  ['hits', ENDS(`p.pa_result IN (${quoted(HIT_RESULTS)})`)],
  ['total_bases', ENDS("CASE p.pa_result WHEN '1B' THEN 1 WHEN '2B' THEN 2 WHEN '3B' THEN 3 WHEN 'HR' THEN 4 ELSE 0 END")],
  ['speed_sum', 'TOTAL(p.speed_kmh)'],
  ['speeds', 'COUNT(p.speed_kmh)'],
  ['max_speed', 'MAX(p.speed_kmh)'],
  ['outcome_runs', 'TOTAL(CASE WHEN p.last THEN p.outcome_weight END)'],
  ...ATTACK_ZONES.flatMap((zone) => [
    [`az_${zone}_pitches`, count(`p.attack_zone = '${zone}'`)],
    [`az_${zone}_swings`, count(`p.attack_zone = '${zone}' AND ${SWING}`)],
    [`az_${zone}_swing_runs`, `TOTAL(CASE WHEN p.attack_zone = '${zone}' AND ${SWING} THEN ${PITCH_RUNS} END)`],
    [`az_${zone}_take_runs`, `TOTAL(CASE WHEN p.attack_zone = '${zone}' AND NOT (${SWING}) THEN ${PITCH_RUNS} END)`],
  ] as const),
]

const PLAYER = { pitching: 'p.pitcher_id', batting: 'p.batter_id' } as const
const CLUB = { pitching: 'p.fielding', batting: 'p.batting' } as const

/** The columns pitch_board_lines holds, by name. */
export const ORACLE_COLUMNS: readonly string[] = MEASURES.map(([column]) => column)

/** One grouped query per side, as the pages ran it before the read model kept the lines. */
export function oracleBoardLines(db: Database.Database, season: number, side: 'pitching' | 'batting'): Record<string, string | number | null>[] {
  return db.prepare<[{ season: number }], Record<string, string | number | null>>(
    `WITH p AS MATERIALIZED (${PITCHES}) SELECT ${PLAYER[side]} AS player_id, ${CLUB[side]} AS team, p.type,
       ${MEASURES.map(([column, sql]) => `${sql} AS ${column}`).join(', ')}
     FROM p GROUP BY ${PLAYER[side]}, ${CLUB[side]}, p.type`,
  ).all({ season })
}
