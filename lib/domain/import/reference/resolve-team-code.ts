import { TEAM_NAME_ALIASES, NON_NPB_CLUB_NAMES } from '@/lib/domain/teams/team-name-aliases'
import { TEAMS, type TeamCode } from '@/lib/domain/teams/teams'

/** Case, width, spaces and punctuation vary by file ("YOKOHAMA DeNABAYSTARS", "阪　神", "オリックス・バファローズ"). */
export function teamNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[\s\-.・･]/g, '')
}

const CODE_BY_KEY: ReadonlyMap<string, TeamCode> = new Map(
  TEAMS.flatMap((team) => [team.fullName, team.shortName, team.abbreviation, ...TEAM_NAME_ALIASES[team.id]].map((name) => [teamNameKey(name), team.id] as const)),
)

const NON_NPB_KEYS: ReadonlySet<string> = new Set(NON_NPB_CLUB_NAMES.map(teamNameKey))

/** The club a file's team name means, or null when it is none of the twelve. */
export function resolveTeamCode(name: string): TeamCode | null {
  return CODE_BY_KEY.get(teamNameKey(name)) ?? null
}

/** Farm clubs such as HAYATE or Oisix: real teams, just not ones a TeamCode can name. */
export function isNonNpbClub(name: string): boolean {
  return NON_NPB_KEYS.has(teamNameKey(name))
}
