import type { Rng } from '@/lib/domain/simulation/rng'

export type Bats = 'R' | 'L' | 'S'
export type Throws = 'R' | 'L'
export type Role = 'pitcher' | 'batter'

export type Handedness = { bats: Bats; throws: Throws }

/*
 * About a quarter of NPB pitchers throw left but only one position player in ten, since left
 * throwers are kept to first base and the outfield. Many right throwers are taught to bat left
 * (右投左打), which brings batters to about 30% left-handed; switch hitters are about 2%.
 */
const LEFT_THROW_SHARE: Readonly<Record<Role, number>> = { pitcher: 0.25, batter: 0.1 }
const SWITCH_SHARE = 0.02
const BATS_LEFT_IF_THROWS_LEFT = 0.97
const BATS_LEFT_IF_THROWS_RIGHT: Readonly<Record<Role, number>> = { pitcher: 0.1, batter: 0.225 }

export function generateHandedness(rng: Rng, role: Role): Handedness {
  const throws: Throws = rng.chance(LEFT_THROW_SHARE[role]) ? 'L' : 'R'
  if (rng.chance(SWITCH_SHARE)) return { bats: 'S', throws }
  const leftShare = throws === 'L' ? BATS_LEFT_IF_THROWS_LEFT : BATS_LEFT_IF_THROWS_RIGHT[role]
  return { bats: rng.chance(leftShare) ? 'L' : 'R', throws }
}
