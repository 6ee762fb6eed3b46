/**
 * A player's baseball age: his age on 1 April of the season (the site's convention, as the players
 * list counts it). null without a birth date (real imported seasons may lack one) or a bad one.
 *
 * @example ageOnApril1('1996-04-01', 2025) // 29 (a birthday on 1 April counts)
 * @example ageOnApril1('1996-04-02', 2025) // 28
 */
export function ageOnApril1(birthDate: string | null, season: number): number | null {
  const match = birthDate?.match(/^(\d{4})-(\d{2})-(\d{2})/)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const birthdayPassed = month < 4 || (month === 4 && day <= 1)
  return season - year - (birthdayPassed ? 0 : 1)
}

/** Marcel's peak age: younger players are projected to improve, older ones to decline. */
export const MARCEL_PEAK_AGE = 29

/**
 * Marcel's age factor (Tango; conventions page "Growth curve"): 1 + 0.006·(29 − age) under 29,
 * 1 / (1 + 0.003·(age − 29)) from 29. A rate of a good event is multiplied by it, a bad one divided.
 *
 * @example marcelAgeFactor(24) // 1.03
 * @example marcelAgeFactor(34) // 1 / 1.015 ≈ 0.98522
 */
export function marcelAgeFactor(age: number): number {
  return age < MARCEL_PEAK_AGE ? 1 + 0.006 * (MARCEL_PEAK_AGE - age) : 1 / (1 + 0.003 * (age - MARCEL_PEAK_AGE))
}
