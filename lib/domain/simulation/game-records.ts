import type { BattedBallType, PaResult, RunnerEventType } from '@/lib/domain/events'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { Decisions } from './decisions'
import type { SimPitch } from './pitch'
import type { LineupPosition } from './ratings'

import type { GameKind } from '@/lib/domain/canonical-game'

export type { GameKind }

export type SimPa = {
  seq: number
  inning: number
  half: 'top' | 'bottom'
  batterId: string
  pitcherId: string
  battingOrder: number
  outsBefore: number
  basesBefore: number
  awayScoreBefore: number
  homeScoreBefore: number
  result: PaResult
  battedBall: BattedBallType | null
  direction: number | null
  fielder: number | null
  outsAfter: number
  basesAfter: number
  runs: number
  rbi: number
  balls: number
  strikes: number
  pitches: SimPitch[]
}

export type SimRunnerEvent = {
  /** The PA during which it happened (that PA's seq, also when the PA itself never finished). */
  paSeq: number
  pitchIndex: number
  type: RunnerEventType
  runnerId: string
  pitcherId: string
  catcherId: string
  fromBase: 1 | 2 | 3
  toBase: 0 | 2 | 3 | 4
  inning: number
  half: 'top' | 'bottom'
}

export type SimRunScored = {
  paSeq: number
  runnerId: string
  /** The pitcher who let this runner on base. */
  pitcherId: string
  earned: boolean
  /** The batter credited with the RBI, if any. */
  rbiBatterId: string | null
}

export type SimFieldingCredit = { paSeq: number; playerId: string; kind: 'PO' | 'A' | 'E' }

/** A player's time in the game at one position; PA seqs bound it (exit null = to the end). */
export type SimStint = {
  team: TeamCode
  playerId: string
  position: LineupPosition
  battingOrder: number | null
  enteredSeq: number
  exitedSeq: number | null
  starter: boolean
}

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
