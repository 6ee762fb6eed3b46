import type { TeamCode } from '@/lib/domain/teams/team-codes'

/** A club as the player shows it: its code for links, its short and full names. */
export type StreamClub = { code: TeamCode; name: string; fullName: string }
export type StreamClubs = { away: StreamClub; home: StreamClub }

export const clubHref = (club: StreamClub) => `/teams/${club.code}/info`
