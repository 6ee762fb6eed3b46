import type { BattedBallType, PaResult, PitchResult, PitchType, RunnerEventType } from '@/lib/domain/events'
import type { TeamCode } from '@/lib/domain/teams/teams'

/**
 * One game in the canonical event model, as every source hands it to the database writer: the
 * simulator fills every field, importers leave null what their source does not record.
 */
export type GameKind = 'regular' | 'interleague' | 'climax_first' | 'climax_final' | 'japan_series'

export type CanonicalPitch = {
  ballsBefore: number
  strikesBefore: number
  type: PitchType
  speedKmh: number | null
  /** Plate location: |x| ≤ 1 and |z| ≤ 1 is the strike zone; z grows upwards. */
  x: number | null
  z: number | null
  /** 5×5 grid, 1 = top-left from the catcher's view; the inner 3×3 (7–9, 12–14, 17–19) is the zone. */
  zone: number | null
  result: PitchResult
}

export type CanonicalPa = {
  seq: number
  inning: number
  half: 'top' | 'bottom'
  batterId: string
  pitcherId: string
  battingOrder: number | null
  outsBefore: number
  basesBefore: number
  awayScoreBefore: number
  homeScoreBefore: number
  result: PaResult
  battedBall: BattedBallType | null
  /** Spray angle in degrees, 0 = straight away centre, negative = pull side of a right-handed batter. */
  direction: number | null
  fielder: number | null
  outsAfter: number
  basesAfter: number
  runs: number
  rbi: number
  balls: number | null
  strikes: number | null
  pitches: readonly CanonicalPitch[]
}

export type CanonicalRunnerEvent = {
  /** The PA during which it happened (that PA's seq, also when the PA itself never finished). */
  paSeq: number
  pitchIndex: number
  type: RunnerEventType
  runnerId: string
  pitcherId: string
  catcherId: string | null
  fromBase: 1 | 2 | 3
  toBase: 0 | 2 | 3 | 4
  inning: number
  half: 'top' | 'bottom'
}

export type CanonicalRunScored = {
  paSeq: number
  runnerId: string
  /** The pitcher charged with the run: the one who let this runner on base. */
  pitcherId: string
  earned: boolean
  /** The batter credited with the RBI, if any. */
  rbiBatterId: string | null
}

export type CanonicalFieldingCredit = { paSeq: number; playerId: string; kind: 'PO' | 'A' | 'E' }

/** A player's time in the game at one position; PA seqs bound it (exit null = to the end). */
export type CanonicalStint = {
  team: TeamCode
  playerId: string
  /** 'P', 'C', … 'DH', 'PH', 'PR', or '' when the source does not say where he played. */
  position: string
  battingOrder: number | null
  enteredSeq: number
  exitedSeq: number | null
  starter: boolean
}

/**
 * What a source's box says of a pitcher's game beyond its play-by-play: wild pitches and balks the
 * runner events do not carry (null where the box gives only the club's count), and the official
 * pitch count (null where the box has none), which stands even where pitch rows are missing.
 */
export type CanonicalPitcherBox = { pitcherId: string; wildPitches: number | null; balks: number | null; pitches: number | null }
/** The club's own count from the box, kept whole when it cannot be split between pitchers. */
export type CanonicalClubBox = { team: TeamCode; wildPitches: number; balks: number }

export type CanonicalDecisions = { win: string | null; loss: string | null; save: string | null; holds: readonly string[] }

export type CanonicalGame = {
  id: string
  season: number
  date: string
  kind: GameKind
  venue: string
  home: TeamCode
  away: TeamCode
  homeRuns: number
  awayRuns: number
  homeHits: number | null
  awayHits: number | null
  homeErrors: number | null
  awayErrors: number | null
  /** Runs per inning; a bottom half not played is null. */
  lineScore: { away: readonly (number | null)[]; home: readonly (number | null)[] }
  innings: number
  status: 'final' | 'tie'
  decisions: CanonicalDecisions
  pas: readonly CanonicalPa[]
  runnerEvents: readonly CanonicalRunnerEvent[]
  runsScored: readonly CanonicalRunScored[]
  fielding: readonly CanonicalFieldingCredit[]
  stints: readonly CanonicalStint[]
  /** Real games only: each pitcher's line from the box (CanonicalPitcherBox). */
  pitcherBox?: readonly CanonicalPitcherBox[]
  clubBox?: readonly CanonicalClubBox[]
  /** Real games only: the crowd and the umpires as the source gives them. */
  attendance?: number | null
  umpires?: string | null
}

/** A player as an importer reads him from a game file (the simulator writes its own, richer record). */
export type CanonicalPlayer = {
  id: string
  nameKanji: string
  nameRomaji: string | null
  birthDate: string | null
  bats: 'R' | 'L' | 'S' | null
  throws: 'R' | 'L' | null
  heightCm: number | null
  weightKg: number | null
  team: TeamCode
  number: string | null
  position: string | null
}
