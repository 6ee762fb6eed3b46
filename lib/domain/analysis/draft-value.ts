import { pitchingRuns, playerValue } from '@/lib/domain/titles/player-value'

/** A season line's batting runs above average (wRAA), null where the league constants are missing. */
export type BattingValueLine = { wraa: number | null }
/** A season line's FIP and outs, with the league ERA of the league he pitched in. */
export type PitchingValueLine = { fip: number | null; leagueEra: number | null; outs: number }

/**
 * A career's value in runs above the league average, on the scale the site's MVP uses (glossary:
 * 打撃得点＋投球得点): every season line's batting runs (wRAA) plus its FIP-based pitching runs
 * (lgERA − FIP) × outs / 27, summed over the seasons and clubs the data holds. A line without the
 * constants counts 0.
 *
 * @example careerValue({ batting: [{ wraa: 12.5 }, { wraa: -2.5 }], pitching: [{ fip: 2.5, leagueEra: 3.5, outs: 540 }] }) // 10 + 20 = 30
 */
export function careerValue({ batting, pitching }: { batting: readonly BattingValueLine[]; pitching: readonly PitchingValueLine[] }): number {
  const battingRuns = batting.reduce((sum, line) => sum + (line.wraa ?? 0), 0)
  const runs = pitching.reduce((sum, line) => sum + (pitchingRuns({ fip: line.fip, leagueEra: line.leagueEra, outs: line.outs }) ?? 0), 0)
  return playerValue({ battingRuns, pitchingRuns: runs })
}
