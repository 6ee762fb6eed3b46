import type { CanonicalFieldingCredit, CanonicalPa, CanonicalRunnerEvent, CanonicalRunScored, CanonicalStint, GameKind } from '@/lib/domain/canonical-game'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { Decisions } from './decisions'
import type { SimPitch } from './pitch'
import type { LineupPosition } from './ratings'

export type { GameKind }

/** The simulator's records are canonical events with every field the sources may leave empty filled. */
export type SimPa = Omit<CanonicalPa, 'battingOrder' | 'balls' | 'strikes' | 'pitches'> & {
  battingOrder: number
  balls: number
  strikes: number
  pitches: SimPitch[]
}

export type SimRunnerEvent = CanonicalRunnerEvent & { catcherId: string }

export type SimRunScored = CanonicalRunScored

export type SimFieldingCredit = CanonicalFieldingCredit

export type SimStint = CanonicalStint & { position: LineupPosition }

export type SimGame = {
  id: string
  season: number
  date: string
  kind: GameKind
  venue: string
  home: TeamCode
  away: TeamCode
  homeRuns: number
  awayRuns: number
  homeHits: number
  awayHits: number
  homeErrors: number
  awayErrors: number
  /** Runs per inning; a bottom half not played is null. */
  lineScore: { away: number[]; home: (number | null)[] }
  innings: number
  status: 'final' | 'tie'
  decisions: Decisions
  pas: SimPa[]
  runnerEvents: SimRunnerEvent[]
  runsScored: SimRunScored[]
  fielding: SimFieldingCredit[]
  stints: SimStint[]
  /** Pitch counts by pitcher id, for the season's rest bookkeeping. */
  pitchCounts: Record<string, number>
}
