/**
 * Which lines a season table ranks, so a sort never puts a column of zeros or of one-game 1.000s
 * on top. A rate sort keeps NPB's qualifier (規定打席・規定投球回) or, over all players, a minimum
 * sample; a counting sort ranks everyone who has at least one, qualifier or not.
 */
type StatsType = 'batting' | 'pitching'

const RATE_KEYS: Readonly<Record<StatsType, ReadonlySet<string>>> = {
  batting: new Set(['avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'woba', 'wrc_plus', 'k_pct', 'bb_pct']),
  pitching: new Set(['era', 'fip', 'whip', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct']),
}

export function isRateKey(type: StatsType, key: string): boolean {
  return RATE_KEYS[type].has(key)
}

/**
 * The minimum sample a rate sort over all players applies unless the URL sets one: one PA per
 * team game for batters (143 PA in a 143-game season), one out per team game for pitchers
 * (47 2/3 innings) — about a third of the qualifier, enough to keep a 2-for-2 off the top.
 * Returned in PA (batting) or outs (pitching).
 */
export function defaultMinimum(type: StatsType, teamGames: number): number {
  return Math.max(1, Math.round(teamGames))
}

export type SampleFilter = {
  /** Only lines at NPB's qualifier. */
  qualified: boolean
  /** PA (batting) or outs (pitching) a line needs; null for none. */
  minimum: number | null
  /** Only lines whose sort column is above zero. */
  nonZero: boolean
  /** Whether `minimum` is the default rather than the visitor's. */
  defaulted: boolean
}

type Request = { type: StatsType; qualified: boolean; sort: string; minimum: number | null; teamGames: number }

/**
 * @example sampleFilter({ type: 'batting', qualified: false, sort: 'avg', minimum: null, teamGames: 143 })
 *   → { qualified: false, minimum: 143, nonZero: false, defaulted: true }
 */
export function sampleFilter({ type, qualified, sort, minimum, teamGames }: Request): SampleFilter {
  if (!isRateKey(type, sort)) return { qualified: false, minimum, nonZero: true, defaulted: false }
  if (qualified) return { qualified: true, minimum: null, nonZero: false, defaulted: false }
  return minimum === null
    ? { qualified: false, minimum: defaultMinimum(type, teamGames), nonZero: false, defaulted: true }
    : { qualified: false, minimum, nonZero: false, defaulted: false }
}
