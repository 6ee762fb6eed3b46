import type { CanonicalGame, CanonicalPa, CanonicalPlayer, CanonicalRunnerEvent, CanonicalRunScored, CanonicalStint } from '@/lib/domain/canonical-game'
import { deriveDecisions } from '@/lib/domain/import/derive-decisions'
import { applyBoxRuns } from './box-runs'
import { chargeRuns } from './charge-runs'
import type { NpbBattingLine, NpbGame } from './game-schema'
import { gameIdentity } from './game-identity'
import { creditPinchRunners } from './pinch-runners'
import { buildPlaySequence, type ImportedPa, type ImportedRunnerEvent, type ImportedStep } from './play-sequence'
import { clubBox, pitcherBox } from './pitcher-box'
import { readNpbPlayers } from './players'
import { applyScorerEarnedRuns } from './scorer-earned-runs'
import { applyTeamEarnedRuns } from './team-earned-runs'
import { appearanceStints } from './appearances'
import { buildStints } from './stints'
import { occupiedBases } from '@/lib/domain/bases'

export type NpbGameImport = {
  game: CanonicalGame
  players: CanonicalPlayer[]
  /** Result texts the parser did not know, as they appeared. */
  unknown: string[]
  /** Entries read (PAs, runner events and notes with a base-out state), the base for the unparsed share. */
  entries: number
  /** Plays where the bases held more runners than the sequence could account for. */
  anomalies: number
}

const UNKNOWN = 'unknown'

/**
 * Batting-order slots: a team's completed PAs cycle through nine slots. A PA cut short by a third
 * out on the bases does not use its slot — that batter leads off the next inning.
 */
function withBattingOrder(pas: readonly ImportedPa[]): (ImportedPa & { battingOrder: number })[] {
  const counts = { top: 0, bottom: 0 }
  return pas.map((pa) => ({ ...pa, battingOrder: (counts[pa.half]++ % 9) + 1 }))
}

function toPa(pa: ImportedPa & { battingOrder: number }): CanonicalPa {
  return {
    seq: pa.seq, inning: pa.inning, half: pa.half, batterId: pa.batterId ?? UNKNOWN, pitcherId: pa.pitcherId ?? UNKNOWN,
    battingOrder: pa.battingOrder, outsBefore: pa.outsBefore, basesBefore: pa.basesBefore,
    awayScoreBefore: pa.awayScoreBefore, homeScoreBefore: pa.homeScoreBefore, result: pa.result,
    battedBall: pa.battedBall, direction: null, fielder: pa.fielder, outsAfter: pa.outsAfter, basesAfter: pa.basesAfter,
    runs: Math.max(0, pa.runsOnPlay), rbi: pa.rbi, balls: pa.balls, strikes: pa.strikes, pitches: [],
  }
}

/** The lead runner is the one who can steal the base named; failing a name, the trailing runner. */
function fromBase(event: ImportedRunnerEvent): 1 | 2 | 3 {
  if (event.fromBase) return event.fromBase
  return occupiedBases(event.basesBefore)[0] ?? 1
}

function toRunnerEvent(event: ImportedRunnerEvent, catchers: { top: string | null; bottom: string | null }, byName: ReadonlyMap<string, string>): CanonicalRunnerEvent {
  return {
    paSeq: event.seq, pitchIndex: 0, type: event.type,
    runnerId: event.runnerId ?? byName.get(event.runner ?? '') ?? UNKNOWN,
    pitcherId: event.pitcherId ?? UNKNOWN, catcherId: catchers[event.half],
    fromBase: fromBase(event), toBase: event.toBase, inning: event.inning, half: event.half,
  }
}

/**
 * Runs per inning from the innings list, cut to the innings played: the list pads a called game
 * to nine, and its printed linescore runs a ten-run inning into the next ("102" for 10 and 2).
 * A bottom half the play-by-play never reached is null (the home side did not bat).
 */
function lineScore(source: NpbGame): { away: number[]; home: (number | null)[] } {
  const batted = (inning: number, half: 'top' | 'bottom') =>
    source.playByPlay.some((play) => play.inning.inning === inning && play.inning.halfInning === half && typeof play.outs === 'number')
  const played = Math.max(0, ...source.playByPlay.map((play) => play.inning.inning))
  const innings = source.innings.slice(0, played)
  return {
    away: innings.map((inning) => inning.road.runs ?? 0),
    home: innings.map((inning) => (inning.num === played && !batted(played, 'bottom') ? null : (inning.home.runs ?? 0))),
  }
}

const withAppearances = (stints: CanonicalStint[], players: readonly CanonicalPlayer[]) => [...stints, ...appearanceStints(players, stints)]

const boxRunLines = (lines: readonly NpbBattingLine[]) =>
  lines.map((line) => ({ playerId: line.player.id, order: typeof line.order === 'number' ? line.order : null, runs: line.runs ?? 0 }))

/** Runs as the box credits them, side by side, where the file has box lines. */
function creditedRuns(
  runs: CanonicalRunScored[],
  steps: readonly ImportedStep[],
  box: NpbGame['boxscore'],
  source: NpbGame,
  players: readonly CanonicalPlayer[],
  { home, away }: { home: string; away: string },
): CanonicalRunScored[] {
  const lines = box?.playerStats
  if (!lines) {
    const innings = new Map(steps.map((step) => [step.seq, `${step.inning}${step.half}`]))
    const pas = steps.filter((step): step is ImportedPa => step.kind === 'pa')
    const listed = (team: string) => players.filter((player) => player.team === team).map((player) => player.id)
    const pitchers = new Set([...source.battery.pitchers.road, ...source.battery.pitchers.home].map((ref) => ref.id))
    return creditPinchRunners(runs, pas, { top: listed(away), bottom: listed(home) }, pitchers, innings)
  }
  const halfOf = new Map(steps.map((step) => [step.seq, step.half]))
  const roadCredited = applyBoxRuns(runs, boxRunLines(lines.road.batting), (run) => halfOf.get(run.paSeq) === 'top')
  return applyBoxRuns(roadCredited, boxRunLines(lines.home.batting), (run) => halfOf.get(run.paSeq) === 'bottom')
}

/** Our reconstruction of earned runs brought to each club's box total, runs after a seen misplay turned first. */
function clubEarnedRuns(runs: CanonicalRunScored[], steps: readonly ImportedStep[], box: NpbGame['boxscore']): CanonicalRunScored[] {
  const clubs = box?.teamStats
  if (!clubs) return runs
  const stepOf = new Map(steps.map((step) => [step.seq, step]))
  // The first seen misplay of each half-inning: a run from it on may be one the scorer took as unearned.
  const firstMisplay = new Map<string, number>()
  for (const step of steps) {
    const key = `${step.inning}${step.half}`
    if (step.kind === 'pa' && (step.error || step.result === 'ROE' || step.result === 'INT') && !firstMisplay.has(key)) firstMisplay.set(key, step.seq)
  }
  const afterMisplay = (run: CanonicalRunScored) => {
    const step = stepOf.get(run.paSeq)
    const first = step && firstMisplay.get(`${step.inning}${step.half}`)
    return first !== undefined && first <= run.paSeq
  }
  const fielding = (half: 'top' | 'bottom') => (run: CanonicalRunScored) => stepOf.get(run.paSeq)?.half === half
  const home = applyTeamEarnedRuns(runs, clubs.home.pitching.earnedRuns, fielding('top'), afterMisplay)
  return applyTeamEarnedRuns(home, clubs.road.pitching.earnedRuns, fielding('bottom'), afterMisplay)
}

const onlyOne = (list: readonly { id: string }[]) => (list.length === 1 ? (list[0]?.id ?? null) : null)

export type NpbGameOptions = { scorerEarnedRuns?: boolean; boxRuns?: boolean }

/**
 * One npb.jp game page as a canonical game: play-by-play, line score, decisions, players. Earned
 * runs are the scorer's and runs scored the box's where the box lines give them, unless
 * `scorerEarnedRuns` / `boxRuns` is false (to measure our own reconstruction against them).
 */
export function toCanonicalGame(source: NpbGame, options: NpbGameOptions = {}): NpbGameImport {
  const identity = gameIdentity(source.pathname)
  const { away: lineAway, home: lineHome } = lineScore(source)
  const final = { road: source.teamStats.road.runs, home: source.teamStats.home.runs }
  const sum = (line: readonly (number | null)[]) => line.reduce<number>((total, runs) => total + (runs ?? 0), 0)
  if (sum(lineAway) !== final.road || sum(lineHome) !== final.home) {
    throw new Error(`the line score (${sum(lineAway)}-${sum(lineHome)}) does not add up to the final score (${final.road}-${final.home})`)
  }
  const called = /コールド|Completed Early/.test(`${source.status ?? ''}${source.jaStatus ?? ''}`)
  const sequence = buildPlaySequence(source.playByPlay, { road: lineAway, home: lineHome }, { called })
  const pas = withBattingOrder(sequence.pas).map(toPa)
  const charged = chargeRuns(sequence.steps)
  const players = readNpbPlayers(source.players)
  const byName = new Map(source.players.flatMap((player) => (player.jaBoxscoreName && (player.playerId ?? player.id) ? [[player.jaBoxscoreName, player.playerId ?? player.id ?? '']] : [])))
  const catchers = { top: onlyOne(source.battery.catchers.home), bottom: onlyOne(source.battery.catchers.road) }
  const box = source.boxscore?.playerStats
  const boxPitching = box ? [...box.road.pitching, ...box.home.pitching] : []
  const useScorer = options.scorerEarnedRuns !== false && boxPitching.length > 0
  const holds = boxPitching.filter((line) => line.decision === 'H').map((line) => line.player.id)
  const pitchers = { away: source.battery.pitchers.road.map((ref) => ref.id), home: source.battery.pitchers.home.map((ref) => ref.id) }
  const recorded = source.decisions ? {
    win: source.decisions.winner?.player.id ?? null,
    loss: source.decisions.loser?.player.id ?? null,
    save: source.decisions.save?.player.id ?? null,
    holds,
  } : null
  const game: CanonicalGame = {
    ...identity,
    venue: source.venue?.jaName ?? source.venue?.name ?? '',
    homeRuns: final.home,
    awayRuns: final.road,
    homeHits: source.teamStats.home.hits ?? null,
    awayHits: source.teamStats.road.hits ?? null,
    homeErrors: source.teamStats.home.errors ?? null,
    awayErrors: source.teamStats.road.errors ?? null,
    lineScore: { away: lineAway, home: lineHome },
    innings: lineAway.length,
    status: final.home === final.road ? 'tie' : 'final',
    decisions: { win: null, loss: null, save: null, holds: [] },
    pas,
    runnerEvents: sequence.runnerEvents.map((event) => toRunnerEvent(event, catchers, byName)),
    runsScored: creditedRuns(useScorer ? applyScorerEarnedRuns(charged.runs, boxPitching) : clubEarnedRuns(charged.runs, sequence.steps, source.boxscore), sequence.steps, options.boxRuns === false ? null : source.boxscore, source, players, identity),
    fielding: [],
    pitcherBox: (['road', 'home'] as const).flatMap((side) => pitcherBox(box?.[side].pitching ?? [], side === 'road' ? pitchers.away : pitchers.home)),
    clubBox: (['road', 'home'] as const).flatMap((side) => {
      const club = clubBox(box?.[side].pitching ?? [], source.boxscore?.teamStats?.[side].pitching ?? null)
      return club ? [{ team: side === 'road' ? identity.away : identity.home, ...club }] : []
    }),
    stints: withAppearances(buildStints(pas, pitchers, identity), players),
    attendance: source.attendanece ?? source.attendance ?? null,
    umpires: source.umpires?.jaText?.replace(/\s+、/g, '、').trim() ?? null,
  }
  // 2024 files carry no decisions: they are derived by the scoring rules (checked against 2025's).
  const decided = { ...game, decisions: recorded ?? deriveDecisions(game) }
  return { game: decided, players, unknown: sequence.unknown, entries: sequence.states, anomalies: charged.anomalies }
}
