import type { CanonicalGame, CanonicalPa, CanonicalPlayer, CanonicalStint } from '@/lib/domain/canonical-game'
import { trackRunners } from './base-runners'
import { applyBoxEarnedRuns, boxPitchCounts, readDecisions } from './box-credits'
import { boxRemainders } from './gap-inference'
import { reassignGapPitchers } from './gap-pitchers'
import { ikkyuIdentity } from './game-identity'
import { readPlayers } from './players'
import { readRecords } from './records'
import { buildRoster, type Side } from './roster'
import { describeIkkyuIssues, ikkyuGameSchema } from './schema'
import { buildSequence } from './sequence'
import { buildStints, pinchRunnersOf } from './stints'
import type { InferredPa } from './steps'
import { venueName } from './venue-names'
import { emptyUnknowns, type IkkyuUnknowns } from './unknowns'

export type IkkyuGameImport = {
  game: CanonicalGame
  players: CanonicalPlayer[]
  /** Texts and names the importer could not read, with counts. */
  unknowns: IkkyuUnknowns
  /** PAs the file lacks (cut by a runner move), rebuilt from the states around them and the box. */
  inferred: InferredPa[]
  /** Steps whose bases the runner tracker could not square with the file's. */
  anomalies: number
  /** Entries the file marks `valid: false`, left out. */
  skippedEntries: number
}

export type IkkyuParseResult = { ok: true; value: IkkyuGameImport } | { ok: false; error: string }

/** The catcher behind the plate at PA `seq` for the fielding side, from the stints. */
function catcherAt(stints: readonly CanonicalStint[], teams: Record<Side, string>) {
  return (seq: number, side: Side) =>
    stints.find((stint) => stint.team === teams[side] && stint.position === 'C' && stint.enteredSeq < seq && (stint.exitedSeq === null || seq <= stint.exitedSeq))?.playerId ?? null
}

/**
 * One 一球速報 game file as a canonical game with its players. Errors (not a game file, an
 * unknown team, a game that is not a finished regular-season game) name the file; texts the
 * importer cannot read are counted in `unknowns`, never dropped.
 */
export function parseIkkyuGame(json: unknown, fileName: string): IkkyuParseResult {
  const parsed = ikkyuGameSchema.safeParse(json)
  if (!parsed.success) return { ok: false, error: describeIkkyuIssues(parsed.error, fileName) }
  const source = parsed.data
  const identity = ikkyuIdentity(source, fileName)
  if (!identity.ok) return identity
  const { home, away } = identity.value
  const teams = { home, away }
  const board = source.boxscore.scoreboard
  const unknowns = emptyUnknowns()
  const roster = buildRoster(source)
  const records = readRecords(source, unknowns)
  const complete = records.flatMap((record) => (record.summary.kind === 'pa' ? [{ batterId: record.batterId, result: record.summary.result, half: record.half }] : []))
  const shownErrors = (half: 'top' | 'bottom') => complete.filter((pa) => pa.half === half && pa.result === 'ROE').length
  const sequence = buildSequence(records, {
    lineScore: { away: board.away.innings, home: board.home.innings },
    battingOrder: roster.battingOrder,
    remainders: boxRemainders(roster.boxBatters, complete),
    spareErrors: { home: board.home.errors - shownErrors('top'), away: board.away.errors - shownErrors('bottom') },
    homeWon: board.home.runs > board.away.runs,
  })
  const { inferred } = sequence
  const steps = reassignGapPitchers(sequence.steps, inferred, source.boxscore.pitching)
  const pas: CanonicalPa[] = steps.flatMap((step) => (step.kind === 'pa' ? [step.pa] : []))
  const stints = buildStints(pas, roster, teams)
  const runners = trackRunners(steps, { findByName: roster.findByName, catcherAt: catcherAt(stints, teams), pinchRunners: pinchRunnersOf(stints) })
  const boxPitchers = [...source.boxscore.pitching.away, ...source.boxscore.pitching.home]
  const game: CanonicalGame = {
    ...identity.value,
    venue: venueName(source.stadium),
    homeRuns: board.home.runs,
    awayRuns: board.away.runs,
    homeHits: board.home.hits,
    awayHits: board.away.hits,
    homeErrors: board.home.errors,
    awayErrors: board.away.errors,
    lineScore: { away: board.away.innings, home: board.home.innings },
    innings: Math.max(board.away.innings.length, board.home.innings.length),
    status: board.home.runs === board.away.runs ? 'tie' : 'final',
    decisions: readDecisions(source, roster),
    pas,
    runnerEvents: runners.runnerEvents,
    runsScored: applyBoxEarnedRuns(runners.runsScored, boxPitchers),
    pitcherBox: boxPitchCounts(boxPitchers),
    fielding: [],
    stints,
    attendance: null,
    umpires: null,
  }
  return {
    ok: true,
    value: {
      game,
      players: readPlayers(source, roster, teams),
      unknowns,
      inferred,
      anomalies: runners.anomalies,
      skippedEntries: source.atbats.length - records.length,
    },
  }
}
