import { rate } from '@/lib/domain/stats/rate'
import type { ValueBoardRow } from '@/lib/schemas/value-boards'
import { clutch, pli, rew } from './value-clutch'
import type { ValueLine } from './value-line'
import { lwtsRuns, type EventWeights } from './value-lwts'
import { sideSign } from './value-pa'

/** What a board's scope measures lines against: runs per win (REW), its linear weights and the population's mean weight per PA (LWTS). */
export type ValueContext = { runsPerWin: number | null; weights: EventWeights; meanWeight: number | null }

export type ValueMetrics = Omit<ValueBoardRow, 'player_id' | 'name' | 'team' | 'qualified'>

/**
 * A stored line's board values: the sums as they are, and the rates and ratios built on them —
 * pLI, phLI, Clutch, REW, boLI and LWTS (for a pitcher, the batters' LWTS against him with the
 * sign turned, so that runs saved are positive). Relief counts only for pitchers, pinch-hit
 * leverage only for batters.
 *
 * @example a batter with WPA 2, LI sum 750 over 600 PAs, WPA/LI 1.4, RE24 16.8 at 8.4 R/W → pLI 1.25, Clutch .2, REW 2
 */
export function valueMetrics(line: ValueLine, context: ValueContext): ValueMetrics {
  const leverage = pli(line)
  const batting = line.side === 'batting'
  return {
    pa: line.pa,
    games: line.games,
    wpa: line.wpa,
    wpa_plus: line.wpaPlus,
    wpa_minus: line.wpaMinus,
    pli: leverage,
    phli: batting ? rate(line.phLiSum, line.phCount) : null,
    ph_count: batting ? line.phCount : null,
    wpa_li: line.wpaLi,
    clutch: clutch({ wpa: line.wpa, pli: leverage, wpaLi: line.wpaLi }),
    relief_games: batting ? null : line.reliefGames,
    shutdowns: batting ? null : line.shutdowns,
    meltdowns: batting ? null : line.meltdowns,
    re24: line.re24,
    rew: rew(line.re24, context.runsPerWin),
    boli: rate(line.boLiSum, line.boLiCount),
    lwts: context.meanWeight === null ? null : sideSign(line.side) * lwtsRuns(line.events, context.weights, context.meanWeight),
    events: { ...line.events },
  }
}
