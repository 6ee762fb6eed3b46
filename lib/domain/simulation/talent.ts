import type { PitchType } from '@/lib/domain/events'
import { PITCHER_AS_BATTER, type BatterRatings, type PitcherRatings, type Position } from './ratings'
import type { Rng } from './rng'

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** Talent around a player's overall level; each skill keeps its own spread. */
export function generateBatterRatings(rng: Rng, level: number, position: Position): BatterRatings {
  const positional = position === 'C' || position === 'SS' || position === '2B' ? -0.35 : position === '1B' || position === 'DH' ? 0.35 : 0
  const skill = () => clamp(level + positional + rng.normal() * 0.75, -3, 3)
  return {
    contact: skill(),
    power: clamp(skill() + (position === 'SS' || position === '2B' || position === 'CF' ? -0.3 : 0.1), -3, 3),
    eye: skill(),
    speed: clamp(rng.normal() * 0.9 + (position === 'CF' || position === 'SS' ? 0.6 : position === 'C' || position === '1B' ? -0.6 : 0), -3, 3),
    fielding: clamp(rng.normal() * 0.8 + (position === 'SS' || position === 'C' || position === 'CF' ? 0.4 : 0), -3, 3),
  }
}

const BREAKING_MENU: ReadonlyArray<readonly [PitchType, number]> = [
  ['SL', 0.8], ['FK', 0.55], ['CU', 0.5], ['CH', 0.35], ['CT', 0.4], ['SI', 0.3], ['SP', 0.25], ['SH', 0.15],
]

export function generatePitcherRatings(rng: Rng, level: number, starter: boolean): { pitching: PitcherRatings; batting: BatterRatings } {
  const skill = () => clamp(level + rng.normal() * 0.7, -3, 3)
  const count = starter ? rng.int(3, 5) : rng.int(2, 3)
  const chosen: PitchType[] = []
  while (chosen.length < count) {
    const [type] = rng.weighted(BREAKING_MENU.filter(([candidate]) => !chosen.includes(candidate)), ([, weight]) => weight)
    chosen.push(type)
  }
  const fastballShare = starter ? 0.45 + rng.next() * 0.12 : 0.5 + rng.next() * 0.12
  const weights = chosen.map(() => 0.3 + rng.next())
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const repertoire = [
    { type: 'FF' as const, weight: fastballShare },
    ...chosen.map((type, index) => ({ type, weight: ((weights[index] ?? 0) / total) * (1 - fastballShare) })),
  ]
  const stuff = skill()
  return {
    pitching: {
      stuff,
      control: skill(),
      grounders: clamp(rng.normal(), -3, 3),
      stamina: clamp((starter ? 0.6 : -0.8) + rng.normal() * 0.6, -3, 3),
      velocity: Math.round(145 + 2.2 * stuff + rng.normal() * 2.5 - (starter ? 1 : 0)),
      repertoire,
    },
    batting: { ...PITCHER_AS_BATTER, contact: PITCHER_AS_BATTER.contact + rng.normal() * 0.4 },
  }
}
