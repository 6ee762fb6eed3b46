import type { CanonicalPitch } from '@/lib/domain/canonical-game'
import { toCanonicalPitches } from './pitches'
import { parseResultSummary, type SummaryParse } from './result-summary'
import { ikkyuPlayerId } from './roster'
import { parseRunnerMoves, runnersAfter, runnersMask, type RunnerMoves } from './runner-detail'
import type { IkkyuAtBat, IkkyuGame } from './schema'
import { sprayAngle } from './spray-angle'
import { tally, type IkkyuUnknowns } from './unknowns'

export type Score = { away: number; home: number }

/** One `atbats` entry read into our terms; still the source's cut, not yet our PAs. */
export type IkkyuRecord = {
  inning: number
  half: 'top' | 'bottom'
  batterId: string
  pitcherId: string
  summary: SummaryParse
  moves: RunnerMoves
  pitches: CanonicalPitch[]
  /** The count at the entry's end, as the file gives it. */
  balls: number
  strikes: number
  basesBefore: number
  /** Bases once the entry is over when result_detail says so (only when someone moved). */
  basesAfterText: number | null
  outsAfter: number
  scoreAfter: Score
  /** Runs the entry itself scored (its 「＋N点」). */
  runs: number
  direction: number | null
}

function scoreAfter(atBat: IkkyuAtBat, game: IkkyuGame): Score {
  const of = (team: string) => atBat.score_at.find((entry) => entry.team === team)?.score ?? 0
  return { away: of(game.away), home: of(game.home) }
}

/** The file's entries in order; entries marked invalid are left out and counted by the caller. */
export function readRecords(game: IkkyuGame, unknowns: IkkyuUnknowns): IkkyuRecord[] {
  return game.atbats.filter((atBat) => atBat.valid !== false).map((atBat) => {
    const lastKind = atBat.pitches.at(-1)?.kind ?? null
    const summary = parseResultSummary(atBat.result_summary, atBat.result_detail, lastKind === 'bunt')
    if (summary.kind === 'unknown') tally(unknowns.resultTexts, summary.text)
    return {
      inning: atBat.inning,
      half: atBat.top_bottom === '表' ? 'top' : 'bottom',
      batterId: ikkyuPlayerId(atBat.batter.player_id),
      pitcherId: ikkyuPlayerId(atBat.pitcher.player_id),
      summary,
      moves: parseRunnerMoves(atBat.result_detail),
      pitches: toCanonicalPitches(atBat.pitches, unknowns),
      balls: atBat.count.ball,
      strikes: atBat.count.strike,
      basesBefore: runnersMask(atBat.runners),
      basesAfterText: runnersAfter(atBat.result_detail),
      outsAfter: atBat.count.out,
      scoreAfter: scoreAfter(atBat, game),
      runs: summary.runs,
      direction: summary.kind === 'pa' && summary.battedBall !== null ? sprayAngle(atBat.hit_direction.x, atBat.hit_direction.y) : null,
    }
  })
}
