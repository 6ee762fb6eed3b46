import { NPB_RULES, type GameRules } from './win-expectancy'

/** A live moment (outs 0–2) of a game; scoreDiff = home − away. */
export type LiveState = { inning: number; half: 'top' | 'bottom'; outs: number; bases: number; scoreDiff: number }
/** The home club's WE (P(win) + ½·P(tie)) of a live state, as the win_expectancy table holds it; null where it has none. */
export type HomeWeLookup = (state: LiveState) => number | null
/** Where a PA leaves the game: outs after (3 ends the half), bases after, runs on the play. */
export type PlayEnd = { outsAfter: number; basesAfter: number; runs: number }

/**
 * The home club's WE once a half-inning is over with a difference of `scoreDiff`, under NPB rules
 * (as winExpectancy plays them out): the bottom of the last regulation inning is skipped when the
 * home club leads; after a bottom half from the 9th the game ends unless tied; a tie after the
 * bottom of the 12th stands (½). Otherwise the next half starts: nobody on, nobody out.
 *
 * @example homeWeAtEndOfHalf(lookup, { inning: 12, half: 'bottom', scoreDiff: 0 }) // 0.5
 */
export function homeWeAtEndOfHalf(lookup: HomeWeLookup, { inning, half, scoreDiff }: Omit<LiveState, 'outs' | 'bases'>, rules: GameRules = NPB_RULES): number | null {
  const start = (nextInning: number, nextHalf: LiveState['half']) => lookup({ inning: nextInning, half: nextHalf, outs: 0, bases: 0, scoreDiff })
  if (half === 'top') return inning >= rules.regulationInnings && scoreDiff > 0 ? 1 : start(inning, 'bottom')
  if (inning < rules.regulationInnings) return start(inning + 1, 'top')
  if (scoreDiff !== 0) return scoreDiff > 0 ? 1 : 0
  return inning >= rules.maxInnings ? 0.5 : start(inning + 1, 'top')
}

/**
 * The home club's WE right after a PA that started at `before` and ended at `play`: the runs go to
 * the batting side (the away club in the top half); a home lead in the bottom of the 9th or later
 * is a walk-off (1); a third out ends the half (homeWeAtEndOfHalf); else the table's live state.
 *
 * @example // bottom 9th, tied, a solo home run: a walk-off
 * homeWeAfterPlay(lookup, { inning: 9, half: 'bottom', scoreDiff: 0 }, { outsAfter: 0, basesAfter: 0, runs: 1 }) // 1
 */
export function homeWeAfterPlay(lookup: HomeWeLookup, before: Omit<LiveState, 'outs' | 'bases'>, play: PlayEnd, rules: GameRules = NPB_RULES): number | null {
  const scoreDiff = before.scoreDiff + (before.half === 'bottom' ? play.runs : -play.runs)
  if (before.half === 'bottom' && before.inning >= rules.regulationInnings && scoreDiff > 0) return 1
  if (play.outsAfter >= 3) return homeWeAtEndOfHalf(lookup, { inning: before.inning, half: before.half, scoreDiff }, rules)
  return lookup({ inning: before.inning, half: before.half, outs: play.outsAfter, bases: play.basesAfter, scoreDiff })
}

/** A home-side WE from the batting club's side: the away club bats in the top half. */
export function battingSideWe(half: LiveState['half'], homeWe: number | null): number | null {
  return homeWe === null ? null : half === 'top' ? 1 - homeWe : homeWe
}

/** The home − away difference of a batting club's lead: in the top half the away club bats. */
export function homeScoreDiff(half: LiveState['half'], battingLead: number): number {
  return half === 'bottom' ? battingLead : -battingLead
}
