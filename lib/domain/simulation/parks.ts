import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/**
 * How far home runs carry in each club's park in the simulation (1 = neutral). These are model
 * inputs chosen to resemble the parks' reputations; the park factors the site publishes are
 * derived from the simulated games, never read from here.
 */
const HOME_RUN_CARRY: Readonly<Record<TeamCode, number>> = {
  g: 1.2, t: 0.78, db: 1.12, c: 0.92, s: 1.28, d: 0.74, h: 1.05, f: 1.0, m: 0.92, e: 0.9, bs: 0.95, l: 1.0,
}

export function parkFor(team: TeamCode): { venue: string; homeRunCarry: number } {
  return { venue: TEAM_BY_CODE[team].homeStadium, homeRunCarry: HOME_RUN_CARRY[team] }
}
