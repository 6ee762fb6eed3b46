import type { CanonicalFieldingCredit, CanonicalGame, CanonicalPa, CanonicalRunnerEvent, CanonicalRunScored, CanonicalStint, GameKind } from '@/lib/domain/canonical-game'
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

type FilledByTheSimulator = 'homeHits' | 'awayHits' | 'homeErrors' | 'awayErrors' | 'lineScore' | 'decisions' | 'pas' | 'runnerEvents' | 'runsScored' | 'fielding' | 'stints'

export type SimGame = Omit<CanonicalGame, FilledByTheSimulator | 'attendance' | 'umpires'> & {
  homeHits: number
  awayHits: number
  homeErrors: number
  awayErrors: number
  /** Runs per inning; a bottom half not played is null. */
  lineScore: { away: number[]; home: (number | null)[] }
  decisions: Decisions
  pas: SimPa[]
  runnerEvents: SimRunnerEvent[]
  runsScored: SimRunScored[]
  fielding: SimFieldingCredit[]
  stints: SimStint[]
  /** Pitch counts by pitcher id, for the season's rest bookkeeping. */
  pitchCounts: Record<string, number>
}
