import type { PaResult, PitchType } from '@/lib/domain/events'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { arsenal, speedSummary } from '@/lib/domain/pitching-analysis/arsenal'
import { pitchRates, type PitchTally } from '@/lib/domain/pitching-analysis/metrics'
import { outcomeLine } from '@/lib/domain/pitching-analysis/outcomes'
import { paRunValue, type AnalysisSide } from '@/lib/domain/pitching-analysis/run-value'
import type { AnalysisPitch } from '@/lib/domain/pitching-analysis/types'
import type { LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import { GLOSSARY } from './glossary'
import { PITCH_ENTRIES } from './pitch-entries'

/** The season of the rate examples: a starter's 2,800 pitches, 2,750 of them located. */
const SEASON: PitchTally = {
  pitches: 2800, swings: 1300, whiffs: 330, calledStrikes: 460, located: 2750, zonePitches: 1320, chasePitches: 1430, chaseSwings: 430, twoStrikePitches: 900, putAways: 180,
}
const RATES = pitchRates(SEASON)

const plain = (type: PitchType, speedKmh: number | null = null): AnalysisPitch => ({ type, speedKmh, zone: null, result: 'ball', balls: 0, strikes: 0, opponentHand: null, ending: null })
const times = <T,>(count: number, make: () => T): T[] => Array.from({ length: count }, make)

/** The examples' linear weights, from the batter's side as the linear_weights table stores them. */
const WEIGHTS = new Map<LinearWeightEvent, number>([['1B', 0.46], ['2B', 0.78], ['HR', 1.4], ['BB', 0.31], ['K', -0.27], ['out', -0.25]])

/** `pitches` pitches of which the PA-ending ones came to `endings`, valued from `side` as the loader values them. */
function runValueSplit(pitches: number, endings: ReadonlyArray<readonly [PaResult, number]>, side: AnalysisSide) {
  const ending = (result: PaResult): AnalysisPitch => ({ ...plain('FF'), ending: { result, battedBall: null, direction: null, runValue: paRunValue(result, WEIGHTS, side) } })
  const last = endings.flatMap(([result, count]) => times(count, () => ending(result)))
  return outcomeLine([...last, ...times(pitches - last.length, () => plain('FF'))]).runValuePer100
}

const usage = arsenal([...times(1260, () => plain('FF')), ...times(1540, () => plain('SL'))]).find((row) => row.type === 'FF')?.usagePct ?? null
const speeds = speedSummary([150, 148, 153, null].map((speed) => plain('FF', speed)))

/** Each example's result as lib/domain/pitching-analysis computes it and the tables print it: [anchor, printed result]. */
const EXPECTED: ReadonlyArray<readonly [string, string]> = [
  ['usage_pct', formatStat(usage, 'percent')],
  ['avg_speed', `${formatStat(speeds.avgSpeedKmh, 'decimal1')}km/h`],
  ['max_speed', `${formatStat(speeds.maxSpeedKmh, 'integer')}km/h`],
  ['zone_pct', formatStat(RATES.zonePct, 'percent')],
  ['swing_pct', formatStat(RATES.swingPct, 'percent')],
  ['contact_pct', formatStat(RATES.contactPct, 'percent')],
  ['whiff_pct', formatStat(RATES.whiffPct, 'percent')],
  ['csw_pct', formatStat(RATES.cswPct, 'percent')],
  ['chase_pct', formatStat(RATES.chasePct, 'percent')],
  ['put_away_pct', formatStat(RATES.putAwayPct, 'percent')],
  ['pitching-rv_per_100', formatSigned(runValueSplit(600, [['K', 30], ['GO', 60], ['1B', 20], ['HR', 2]], 'pitching'), 2)],
  ['rv_per_100', formatSigned(runValueSplit(400, [['1B', 15], ['2B', 5], ['HR', 4], ['BB', 5], ['K', 20], ['FO', 40]], 'batting'), 2)],
]

test.each(EXPECTED)('the worked example of %s ends in %s, as lib/domain/pitching-analysis computes it', (anchor, result) => {
  const example = GLOSSARY.find((entry) => entry.anchor === anchor)?.formula?.example ?? ''
  expect(example.endsWith(result)).toBe(true)
})

test('every pitch-analysis entry with a formula has its example checked above', () => {
  const checked = new Set(EXPECTED.map(([anchor]) => anchor))
  expect(PITCH_ENTRIES.filter((entry) => entry.formula && !checked.has(entry.anchor)).map((entry) => entry.anchor)).toEqual([])
})

test('the run value examples agree with their own arithmetic: pitching +11.1 runs, batting +2.55 runs', () => {
  expect(30 * 0.27 + 60 * 0.25 - 20 * 0.46 - 2 * 1.4).toBeCloseTo(11.1)
  expect(15 * 0.46 + 5 * 0.78 + 4 * 1.4 + 5 * 0.31 - 20 * 0.27 - 40 * 0.25).toBeCloseTo(2.55)
})
