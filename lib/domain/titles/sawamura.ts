import { byCountDesc, byValueDesc, leaders, thenBy } from './rank'
import type { PitchingSeason } from './season-lines'

type Criterion = { label: string; met: (line: PitchingSeason) => boolean }

/**
 * 沢村栄治賞's seven published criteria (選考基準, since 1982). Rates are compared on integers:
 * 勝率 .600 is 5·W ≥ 3·(W + L); 防御率 2.50 is ER × 27 / outs ≤ 2.5, i.e. 54·ER ≤ 5·outs.
 */
export const SAWAMURA_CRITERIA: readonly Criterion[] = [
  { label: '登板25試合以上', met: (line) => line.g >= 25 },
  { label: '完投10試合以上', met: (line) => line.cg >= 10 },
  { label: '15勝以上', met: (line) => line.w >= 15 },
  { label: '勝率.600以上', met: (line) => line.w + line.l > 0 && 5 * line.w >= 3 * (line.w + line.l) },
  { label: '投球回200以上', met: (line) => line.outs >= 600 },
  { label: '150奪三振以上', met: (line) => line.so >= 150 },
  { label: '防御率2.50以下', met: (line) => line.outs > 0 && 54 * line.er <= 5 * line.outs },
]

/**
 * The committee gives no award when nobody is worthy (most recently 2019). Our stand-in: a
 * pitcher must meet at least five of the seven criteria.
 */
export const SAWAMURA_MIN_CRITERIA = 5

export function sawamuraCriteriaMet(line: PitchingSeason): number {
  return SAWAMURA_CRITERIA.filter((criterion) => criterion.met(line)).length
}

/**
 * Our 沢村賞, one for both leagues: the most criteria met (at least five); level pitchers are
 * separated by FIP-based pitching runs, and share the award only if those are equal too.
 */
export function sawamuraWinners(lines: readonly PitchingSeason[]): { line: PitchingSeason; met: number }[] {
  const scored = lines.map((line) => ({ line, met: sawamuraCriteriaMet(line) })).filter((s) => s.met >= SAWAMURA_MIN_CRITERIA)
  return leaders(
    scored,
    thenBy(
      byCountDesc((s) => s.met),
      byValueDesc((s) => s.line.runs ?? Number.NEGATIVE_INFINITY),
    ),
  )
}
