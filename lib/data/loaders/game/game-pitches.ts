import 'server-only'
import type { Db } from '@/lib/data/db'
import { pitchWinExpectancies, pitchWpas, type PaWinState } from '@/lib/domain/games/pitch-win-expectancy'
import { isCountKey, type CountKey } from '@/lib/domain/sabermetrics/count-values'
import { gamePitchesSchema, type GamePitch, type GamePitches } from '@/lib/schemas/game-pitches'

type Row = Omit<GamePitch, 'wpa'> & { paSeq: number }
type PaRow = { seq: number; half: 'top' | 'bottom'; we_before: number | null; we_after: number | null; we_up: number | null; we_down: number | null }

const GAME = `SELECT season FROM games WHERE id = @game`
/** x and z to two decimals: the plot is 100 px across, and the body is a sixth lighter. */
const PITCHES = `SELECT pa_seq AS paSeq, type, speed_kmh AS kmh, ROUND(x, 2) AS x, ROUND(z, 2) AS z, result, balls_before AS balls, strikes_before AS strikes
  FROM pitches WHERE game_id = @game ORDER BY pa_seq, seq`
/**
 * Each PA's WE either side and the home club's WE with one run more or less in the same state
 * (the published table: innings to 12, differences to ±10), whose half-spread is a run's worth.
 */
const WE_ONE_RUN = (alias: string, step: string) => `LEFT JOIN win_expectancy ${alias} ON ${alias}.season = @season AND ${alias}.inning = MIN(p.inning, 12)
  AND ${alias}.half = p.half AND ${alias}.outs = p.outs_before AND ${alias}.bases = p.bases_before
  AND ${alias}.score_diff = MAX(-10, MIN(10, p.home_score_before - p.away_score_before ${step}))`
const PAS = `SELECT p.seq, p.half, v.we_before, v.we_after, up.win + up.tie / 2 AS we_up, down.win + down.tie / 2 AS we_down
  FROM plate_appearances p LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
  ${WE_ONE_RUN('up', '+ 1')} ${WE_ONE_RUN('down', '- 1')}
  WHERE p.game_id = @game AND EXISTS (SELECT 1 FROM pitches x WHERE x.game_id = p.game_id AND x.pa_seq = p.seq)`
const COUNT_VALUES = `SELECT balls || '-' || strikes AS count, run_value AS runValue FROM count_values WHERE season = @season`

const winState = (row: PaRow): PaWinState | null =>
  row.we_before === null || row.we_after === null
    ? null
    : { weBefore: row.we_before, weAfter: row.we_after, half: row.half, homeRunWorth: row.we_up === null || row.we_down === null ? 0 : (row.we_up - row.we_down) / 2 }

/**
 * Every pitch of a game by PA, for the play-by-play's pitch sequences (fetched when one is
 * opened), each with its WPA for the batting side from the count-aware WE
 * (pitch-win-expectancy.ts): the PA's WPA split over its pitches. Null for an unknown game.
 */
export function gamePitchesFrom(db: Db, gameId: string): GamePitches | null {
  const game = db.prepare<{ game: string }, { season: number }>(GAME).get({ game: gameId })
  if (!game) return null
  const params = { game: gameId, season: game.season }
  const runValues = new Map<CountKey, number>(
    db.prepare<{ season: number }, { count: string; runValue: number }>(COUNT_VALUES).all(params).flatMap((row) => (isCountKey(row.count) ? [[row.count, row.runValue] as const] : [])),
  )
  const states = new Map(db.prepare<typeof params, PaRow>(PAS).all(params).map((row) => [row.seq, row]))
  const byPa = new Map<number, Row[]>()
  for (const row of db.prepare<{ game: string }, Row>(PITCHES).all(params)) {
    const list = byPa.get(row.paSeq) ?? []
    list.push(row)
    byPa.set(row.paSeq, list)
  }
  const pas: Record<string, GamePitch[]> = {}
  for (const [seq, rows] of byPa) {
    const paRow = states.get(seq)
    const state = paRow ? winState(paRow) : null
    const counts = rows.map((row): CountKey => (isCountKey(`${row.balls}-${row.strikes}`) ? (`${row.balls}-${row.strikes}` as CountKey) : '0-0'))
    const wpas = state ? pitchWpas(state.half, pitchWinExpectancies(state, counts, runValues)) : []
    pas[seq] = rows.map(({ type, kmh, x, z, result, balls, strikes }, index) => ({ type, kmh, x, z, result, balls, strikes, wpa: wpas[index] === undefined ? null : Number((wpas[index] ?? 0).toFixed(4)) }))
  }
  return gamePitchesSchema.parse({ pas })
}
