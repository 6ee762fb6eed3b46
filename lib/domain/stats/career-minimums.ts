/**
 * NPB's own career lists (npb.jp 歴代最高記録) rank 通算打率 among batters with 4,000 at-bats and
 * 通算防御率 among pitchers with 2,000 innings.
 */
export const NPB_CAREER_AT_BATS = 4000
export const NPB_CAREER_INNINGS = 2000

/**
 * Those thresholds are set for careers that run up to twenty seasons of 143 games. Our data spans
 * far fewer, so we keep the same rate per club game (200 AB and 100 IP per 143 games) over the
 * span actually in the data: a full-time regular clears it, a part-timer does not.
 */
export const NPB_CAREER_SPAN_GAMES = 20 * 143

export type CareerMinimums = { atBats: number; outs: number }

/**
 * Career minimums for a span of `clubGames` (a club's regular-season games over every season in
 * the data), rounded up: a minimum of 402.8 at-bats means 403.
 *
 * @example careerMinimums(1430) // ten seasons of 143: 4000 × 1430 / 2860 = 2,000 AB; 1,000 IP = 3,000 outs
 * @example careerMinimums(286)  // 2024–2025: 400 AB; 200 IP = 600 outs
 */
export function careerMinimums(clubGames: number): CareerMinimums {
  if (!Number.isFinite(clubGames) || clubGames <= 0) return { atBats: 0, outs: 0 }
  return {
    atBats: Math.ceil((NPB_CAREER_AT_BATS * clubGames) / NPB_CAREER_SPAN_GAMES),
    outs: Math.ceil((3 * NPB_CAREER_INNINGS * clubGames) / NPB_CAREER_SPAN_GAMES),
  }
}
