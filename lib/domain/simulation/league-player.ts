import type { TeamCode } from '@/lib/domain/teams/teams'
import type { CareerPath, DraftRecord, Person } from './people'
import type { BatterRatings, PitcherRatings, PitcherRole, Position, SimPlayer } from './ratings'

/** A player across seasons: who he is, his talent profile, and where he plays. */
export type LeaguePlayer = {
  id: string
  person: Person
  foreign: boolean
  career: CareerPath | null
  draft: DraftRecord | null
  position: Position
  role: PitcherRole | null
  /** Talent level (z-score) at his peak age. */
  peak: number
  /** Year-to-year wander around the aging curve: breakouts and slumps. */
  drift: number
  /** Skill profile around his level: what kind of hitter he is. */
  batting: BatterRatings
  /** Pitch mix and skill profile for pitchers (velocity is his peak four-seam speed). */
  pitching: PitcherRatings | null
  team: TeamCode | null
  number: number
  /** First season and last season (null while active). */
  debutSeason: number
  retiredAfter: number | null
}

export function ageInSeason(player: LeaguePlayer, season: number): number {
  return season - Number(player.person.birthDate.slice(0, 4))
}

/** Rise to a peak at 27–29 and a steepening decline after it. */
export function agingAdjustment(age: number): number {
  const distance = age - 28
  return distance < 0 ? -0.018 * distance * distance : -0.022 * distance * distance
}

export function levelInSeason(player: LeaguePlayer, season: number): number {
  return player.peak + player.drift + agingAdjustment(ageInSeason(player, season))
}

const clamp = (value: number) => Math.min(3.5, Math.max(-3.5, value))

/**
 * The player's ratings for one season: profile + level, with speed and velocity fading with age.
 * `leagueLevel` is the mean level of the league's regulars on his side (hitters or pitchers):
 * talent is relative, so the run environment stays NPB-like while careers rise and fall.
 */
export function snapshot(player: LeaguePlayer, season: number, leagueLevel = 0): SimPlayer {
  const age = ageInSeason(player, season)
  const level = levelInSeason(player, season) - leagueLevel
  const pitching = player.pitching
  return {
    id: player.id,
    birthYear: Number(player.person.birthDate.slice(0, 4)),
    bats: player.person.bats,
    throws: player.person.throws,
    position: player.position,
    role: player.role,
    potential: player.peak,
    batting: pitching
      ? player.batting
      : {
          contact: clamp(player.batting.contact + level),
          power: clamp(player.batting.power + level),
          eye: clamp(player.batting.eye + level),
          speed: clamp(player.batting.speed - Math.max(0, age - 27) * 0.06),
          fielding: clamp(player.batting.fielding - Math.max(0, age - 31) * 0.05),
        },
    pitching: pitching
      ? {
          ...pitching,
          stuff: clamp(pitching.stuff + level),
          control: clamp(pitching.control + level),
          velocity: Math.round(pitching.velocity - Math.max(0, age - 30) * 0.6 + Math.min(0, age - 24) * 0.5),
        }
      : null,
  }
}
