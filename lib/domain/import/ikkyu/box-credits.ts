import type { CanonicalDecisions, CanonicalPitcherBox, CanonicalRunScored } from '@/lib/domain/canonical-game'
import { ikkyuPlayerId, type Roster } from './roster'
import type { IkkyuBoxPitcher, IkkyuGame } from './schema'

/**
 * W / L / S / H from the box's decision column (勝, 敗, Ｓ, H); where a box has none, the result
 * block's win / lose / save names are looked up on either side.
 */
export function readDecisions(game: IkkyuGame, roster: Roster): CanonicalDecisions {
  const lines = [...game.boxscore.pitching.away, ...game.boxscore.pitching.home]
  const withDecision = (mark: string) => lines.filter((line) => line.decision.normalize('NFKC').trim().toUpperCase() === mark).map((line) => ikkyuPlayerId(line.player_id))
  const byName = (name: string | null | undefined) => (name ? (roster.findByName(name, 'home') ?? roster.findByName(name, 'away')) : null)
  return {
    win: withDecision('勝')[0] ?? byName(game.result.win_pitcher),
    loss: withDecision('敗')[0] ?? byName(game.result.lose_pitcher),
    save: withDecision('S')[0] ?? byName(game.result.save_pitcher),
    holds: withDecision('H'),
  }
}

/**
 * Each pitcher's official pitch count from the box. The file's pitch list misses the pitches of
 * the PAs it lost (lost-pa.ts), so counting its rows would fall short. Wild pitches and balks are
 * in the runner events already: the box adds none.
 */
export function boxPitchCounts(lines: readonly IkkyuBoxPitcher[]): CanonicalPitcherBox[] {
  return lines.map((line) => ({ pitcherId: ikkyuPlayerId(line.player_id), wildPitches: 0, balks: 0, pitches: line.pitches ?? null }))
}

/**
 * Earned or not is the official scorer's call, which the PAs cannot replay; the box gives each
 * pitcher's earned runs, so his charged runs in scoring order are marked earned up to that count.
 * Totals per pitcher come out right even where the file cannot say which run it was.
 */
export function applyBoxEarnedRuns(runs: readonly CanonicalRunScored[], lines: readonly IkkyuBoxPitcher[]): CanonicalRunScored[] {
  const left = new Map(lines.map((line) => [ikkyuPlayerId(line.player_id), line.earned_runs]))
  return runs.map((run) => {
    const earned = left.get(run.pitcherId)
    if (earned === undefined) return run
    left.set(run.pitcherId, earned - 1)
    return { ...run, earned: earned > 0 }
  })
}
