import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** The clubs in the order he played for them: 日本ハム→巨人. */
export function formatTeams(teams: readonly TeamCode[]): string {
  return teams.map((team) => TEAM_BY_CODE[team].shortName).join('→')
}

/** A career's span: 2016–2025, or the one season. */
export function formatSpan(first: number, last: number): string {
  return first === last ? `${first}` : `${first}–${last}`
}
