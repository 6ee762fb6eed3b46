import type { MatchupOutcome } from './outcomes'

/** Whose rates are regressed: a batter's against all pitchers, or a pitcher's against all batters. */
export type MatchupSide = 'batter' | 'pitcher'

/**
 * The sample at which a rate's split-half reliability reaches 0.5, so that adding that many PA of
 * league-average results regresses an observed rate to its best estimate of the player's talent.
 * Source: Russell Carleton's stabilization study (2012) as the FanGraphs Sabermetrics Library
 * ("Sample Size") publishes it — batters in PA, pitchers in batters faced; 二塁打 and 三塁打 both
 * use the XBH rate's figure. The outs in play use the ground-ball, line-drive and fly-ball rates'
 * figures, which the study gives in balls in play; we apply them to the shares of outs in play.
 * MLB figures: our league has not been measured, and NPB's rates differ more in level than in
 * how fast they settle.
 */
export const STABILIZATION_POINTS: Readonly<Record<MatchupSide, Readonly<Record<MatchupOutcome, number>>>> = {
  batter: { K: 60, BB: 120, HBP: 240, '1B': 290, '2B': 1610, '3B': 1610, HR: 170, GO: 80, LO: 600, FO: 80 },
  pitcher: { K: 70, BB: 170, HBP: 640, '1B': 670, '2B': 1450, '3B': 1450, HR: 1320, GO: 70, LO: 650, FO: 70 },
}

export const STABILIZATION_SOURCE = 'Russell Carleton（2012）の安定化点（FanGraphs Sabermetrics Library「Sample Size」）'
