import type { PitchType } from '@/lib/domain/events'
import type { BatterRatings, PitcherRatings } from '@/lib/domain/simulation/ratings'

/** A season batting line as player_season_batting holds it (one club's share for a traded player). */
export type BattingLine = {
  pa: number; ab: number; h: number; doubles: number; triples: number; hr: number
  bb: number; ibb: number; hbp: number; so: number; sf: number; sb: number; cs: number
}

/** A season pitching line (player_season_pitching), with his balls in play by type where tracked. */
export type PitchingLine = { g: number; gs: number; outs: number; bf: number; so: number; bb: number; ibb: number; gb: number; ld: number; fb: number; pu: number }

/** His pitches by type in the season (pitch_board_lines), with the km/h sum of those that were timed. */
export type PitchMix = ReadonlyArray<{ type: PitchType; pitches: number; speedSum: number; speeds: number }>

/** A rate as a count over its chances, and how many chances make it half signal, half noise. */
type RateSpec<Line> = { count: (line: Line) => number; chances: (line: Line) => number; stabilizes: number }

/**
 * Where each rate is half talent and half luck, in PA (BF for pitchers, balls in play for BABIP and
 * GB%): Russell Carleton's split-half reliabilities ("It's a small sample size after all",
 * Baseball Prospectus 2012). The steal and triple rates are ours, chosen for their small samples.
 */
const BATTING = {
  k: { count: (l) => l.so, chances: (l) => l.pa, stabilizes: 60 },
  bb: { count: (l) => l.bb - l.ibb, chances: (l) => l.pa, stabilizes: 120 },
  hr: { count: (l) => l.hr, chances: (l) => l.pa, stabilizes: 170 },
  iso: { count: (l) => l.doubles + 2 * l.triples + 3 * l.hr, chances: (l) => l.ab, stabilizes: 160 },
  babip: { count: (l) => l.h - l.hr, chances: (l) => l.ab - l.so - l.hr + l.sf, stabilizes: 820 },
  steal: { count: (l) => l.sb + l.cs, chances: (l) => l.h - l.doubles - l.triples - l.hr + l.bb + l.hbp, stabilizes: 100 },
  triple: { count: (l) => l.triples, chances: (l) => l.doubles + l.triples, stabilizes: 50 },
} satisfies Record<string, RateSpec<BattingLine>>

const bip = (l: PitchingLine) => l.gb + l.ld + l.fb + l.pu
const PITCHING = {
  k: { count: (l) => l.so, chances: (l) => l.bf, stabilizes: 70 },
  bb: { count: (l) => l.bb - l.ibb, chances: (l) => l.bf, stabilizes: 170 },
  gb: { count: (l) => l.gb, chances: bip, stabilizes: 70 },
  // Outs per start, counted over his starts only: a swingman's relief outs are left out pro rata.
  length: { count: (l) => (l.g > 0 ? (l.outs * l.gs) / l.g : 0), chances: (l) => l.gs, stabilizes: 5 },
} satisfies Record<string, RateSpec<PitchingLine>>

type BattingRate = keyof typeof BATTING
type PitchingRate = keyof typeof PITCHING

/** The league's rate (its totals' ratio, so the average line sits exactly on it) and the spread of its regulars. */
export type RateNorm = { mean: number; sd: number }
export type BattingNorms = Record<BattingRate, RateNorm>
export type PitchingNorms = Record<PitchingRate, RateNorm> & { velocity: number }

/** Below this many chances a player's line says too little to describe the league's spread. */
export const REGULAR_PA = 200
export const REGULAR_BF = 150
/** The simulator's league four-seam speed (talent.ts: 145 km/h) when the season has no timed pitches. */
const FALLBACK_VELOCITY = 145
/** Talent is clamped where the simulator clamps it (talent.ts). */
const LIMIT = 3

const clamp = (x: number) => (x > LIMIT ? LIMIT : x < -LIMIT ? -LIMIT : x)
const ratio = (count: number, chances: number, otherwise: number) => (chances > 0 ? count / chances : otherwise)

/** The rate regressed to the league mean by its stabilisation point: (count + mean·k) / (chances + k). */
export function regressedRate<Line>(spec: RateSpec<Line>, line: Line, mean: number): number {
  return (spec.count(line) + mean * spec.stabilizes) / (Math.max(0, spec.chances(line)) + spec.stabilizes)
}

function norm<Line>(spec: RateSpec<Line>, lines: readonly Line[], isRegular: (line: Line) => boolean): RateNorm {
  const mean = ratio(lines.reduce((sum, line) => sum + spec.count(line), 0), lines.reduce((sum, line) => sum + Math.max(0, spec.chances(line)), 0), 0)
  const regulars = lines.filter(isRegular).map((line) => regressedRate(spec, line, mean))
  const average = regulars.reduce((sum, x) => sum + x, 0) / Math.max(1, regulars.length)
  const variance = regulars.reduce((sum, x) => sum + (x - average) ** 2, 0) / Math.max(1, regulars.length - 1)
  return { mean, sd: Math.sqrt(variance) }
}

const mapSpecs = <Spec, Out>(specs: Record<string, Spec>, make: (spec: Spec) => Out) =>
  Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, make(spec)]))

/** A season's batting norms from its position players' lines (pitchers batting left out by the caller). */
export function battingNorms(lines: readonly BattingLine[]): BattingNorms {
  return mapSpecs(BATTING, (spec: RateSpec<BattingLine>) => norm(spec, lines, (line) => line.pa >= REGULAR_PA)) as BattingNorms
}

/** A season's pitching norms; the length norm is over starters, the velocity the league's mean four-seam speed. */
export function pitchingNorms(lines: readonly PitchingLine[], fourSeam: { speedSum: number; speeds: number }): PitchingNorms {
  const rates = mapSpecs(PITCHING, (spec: RateSpec<PitchingLine>) => {
    const pool = spec === PITCHING.length ? lines.filter((line) => line.gs > 0) : lines
    return norm(spec, pool, (line) => (spec === PITCHING.length ? line.gs >= 10 : line.bf >= REGULAR_BF))
  }) as Record<PitchingRate, RateNorm>
  return { ...rates, velocity: fourSeam.speeds > 0 ? fourSeam.speedSum / fourSeam.speeds : FALLBACK_VELOCITY }
}

/** z of a line's regressed rate against the league; 0 when the league has no spread to measure. */
function z<Line>(spec: RateSpec<Line>, line: Line, { mean, sd }: RateNorm): number {
  return sd > 0 ? (regressedRate(spec, line, mean) - mean) / sd : 0
}

/**
 * A hitter's talent on the simulator's z-scale (ratings.ts), inverted from his season line: contact
 * from K% (fewer is better) and BABIP, power from HR/PA and ISO, eye from unintentional BB%, speed
 * from steal attempts per time on first and triples per extra-base hit. Fielding is neutral (0):
 * the engine uses it only to pick regulars, which the lineup already fixes. A league-average line
 * maps to 0 on every scale.
 */
export function batterRatingsFromStats(line: BattingLine, norms: BattingNorms): BatterRatings {
  const at = (rate: BattingRate) => z(BATTING[rate], line, norms[rate])
  return {
    contact: clamp(0.6 * -at('k') + 0.4 * at('babip')),
    power: clamp(0.7 * at('hr') + 0.3 * at('iso')),
    eye: clamp(at('bb')),
    speed: clamp(0.7 * at('steal') + 0.3 * at('triple')),
    fielding: 0,
  }
}

/** Timed pitches below which his own mix is too thin to use, and the simulator's usual mix instead (talent.ts). */
const MIN_MIX = 30
const DEFAULT_REPERTOIRE: PitcherRatings['repertoire'] = [
  { type: 'FF', weight: 0.5 },
  { type: 'SL', weight: 0.25 },
  { type: 'FK', weight: 0.15 },
  { type: 'CU', weight: 0.1 },
]

/** His pitch types by share (types under 2% dropped), or the usual mix when he threw too few. */
export function repertoireFromMix(mix: PitchMix): PitcherRatings['repertoire'] {
  const total = mix.reduce((sum, entry) => sum + entry.pitches, 0)
  if (total < MIN_MIX) return DEFAULT_REPERTOIRE
  return mix.filter((entry) => entry.pitches / total >= 0.02).map((entry) => ({ type: entry.type, weight: entry.pitches / total }))
}

/**
 * A pitcher's talent on the simulator's scale: stuff from K%, control from unintentional BB%
 * (fewer is better), grounders from GB share of tracked balls in play (0 where none are), stamina
 * from outs per start against the league's starters (0 for a pure reliever, who is never asked to
 * start), velocity his mean four-seam km/h (the league's where he threw none), repertoire his mix.
 */
export function pitcherRatingsFromStats(line: PitchingLine, mix: PitchMix, norms: PitchingNorms): PitcherRatings {
  const at = (rate: PitchingRate) => z(PITCHING[rate], line, norms[rate])
  const fourSeam = mix.find((entry) => entry.type === 'FF')
  return {
    stuff: clamp(at('k')),
    control: clamp(-at('bb')),
    grounders: bip(line) > 0 ? clamp(at('gb')) : 0,
    stamina: line.gs > 0 ? clamp(at('length')) : 0,
    velocity: fourSeam && fourSeam.speeds > 0 ? fourSeam.speedSum / fourSeam.speeds : norms.velocity,
    repertoire: repertoireFromMix(mix),
  }
}
