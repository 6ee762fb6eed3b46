import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { ATTACK_ZONE_LABELS, attackZone } from '@/lib/domain/pitch-metrics/attack-zone'
import { boardRates, EMPTY_BOARD_TALLY } from '@/lib/domain/pitch-metrics/board-rates'
import { pitchRunValue } from '@/lib/domain/pitch-metrics/pitch-run-value'
import { GLOSSARY, glossaryEntry } from './glossary'
import { PITCH_BOARD_ENTRIES } from './pitch-board-entries'

const rates = (tally: Partial<typeof EMPTY_BOARD_TALLY>) => boardRates({ ...EMPTY_BOARD_TALLY, ...tally })

/** The swing/take example's PA from the batter's side: a called strike, a foul, strike three. */
const take = pitchRunValue({ before: 0, after: -0.03 })
const swings = pitchRunValue({ before: -0.03, after: -0.07 }) + pitchRunValue({ before: -0.07, outcomeWeight: -0.223 })

/** Each example's result as lib/domain/pitch-metrics computes it and the boards print it: [anchor, printed result]. */
const EXPECTED: ReadonlyArray<readonly [string, string]> = [
  ['first_pitch_strike_pct', formatStat(rates({ firstPitches: 700, firstPitchStrikes: 190 + 45 + 95 + 105 }).firstPitchStrikePct, 'percent')],
  ['first_pitch_swing_pct', formatStat(rates({ firstPitches: 550, firstPitchSwings: 160 }).firstPitchSwingPct, 'percent')],
  ['pitches_per_pa', formatStat(rates({ pitches: 2300, plateAppearances: 580 }).pitchesPerPa, 'decimal2')],
  ['attack_zone', ATTACK_ZONE_LABELS[attackZone(0.5, 0.7)]],
  ['swing_take_runs', formatSigned(-swings, 3)],
]

test.each(EXPECTED)('the worked example of %s ends in %s, as lib/domain/pitch-metrics computes it', (anchor, result) => {
  const example = GLOSSARY.find((entry) => entry.anchor === anchor)?.formula?.example ?? ''
  expect(example.endsWith(result)).toBe(true)
})

test('the swing/take example’s take is −0.030 and its swings −0.193 for the batter', () => {
  expect(formatSigned(take, 3)).toBe('-0.030')
  expect(formatSigned(swings, 3)).toBe('-0.193')
})

test('every board entry with a formula has its example checked above, and every board column key has an entry', () => {
  const checked = new Set(EXPECTED.map(([anchor]) => anchor))
  expect(PITCH_BOARD_ENTRIES.filter((entry) => entry.formula && !checked.has(entry.anchor)).map((entry) => entry.anchor)).toEqual([])
  const keys = ['pitches', 'usage_pct', 'avg_speed', 'max_speed', 'zone_pct', 'swing_pct', 'contact_pct', 'whiff_pct', 'csw_pct', 'chase_pct', 'put_away_pct', 'rv_per_100', 'first_pitch_strike_pct', 'first_pitch_swing_pct', 'pitches_per_pa', 'attack_zone', 'swing_take_runs', 'avg', 'slg']
  expect(keys.filter((key) => glossaryEntry(key) === null)).toEqual([])
})
