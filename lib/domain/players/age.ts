/**
 * A player's age for a season, as NPB counts it: his age on 1 April of that year (the season's
 * opening month), so a player born on 2 April is a year younger for that season than one born
 * on 1 April. Null without a birth date or for a date that is not YYYY-MM-DD.
 */
export function seasonAge(birthDate: string | null, season: number): number | null {
  const match = birthDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const hadBirthday = month < 4 || (month === 4 && day === 1)
  return season - year - (hadBirthday ? 0 : 1)
}
