import type { GameLine } from '@/lib/domain/teams/team-games'

/**
 * Four games worked by hand in the tests:
 * 1. 巨人 3-3 阪神 (home 巨人), a 12-inning tie, 2-2… level 3-3 after nine;
 * 2. ソフトバンク 0-6 巨人 (interleague), a blowout and a shutout;
 * 3. 阪神 2-1 中日, the home club leading after the top of the 9th (its 9th not played);
 * 4. 西武 5-4 ソフトバンク, level 4-4 after nine and won in the 10th.
 */
export const FOUR_GAMES: readonly GameLine[] = [
  { home: 'g', away: 't', homeRuns: 3, awayRuns: 3, innings: 12, lineHome: [0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], lineAway: [0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0] },
  { home: 'h', away: 'g', homeRuns: 0, awayRuns: 6, innings: 9, lineHome: [0, 0, 0, 0, 0, 0, 0, 0, 0], lineAway: [1, 0, 2, 0, 0, 3, 0, 0, 0] },
  { home: 't', away: 'd', homeRuns: 2, awayRuns: 1, innings: 9, lineHome: [0, 0, 2, 0, 0, 0, 0, 0, null], lineAway: [1, 0, 0, 0, 0, 0, 0, 0, 0] },
  { home: 'l', away: 'h', homeRuns: 5, awayRuns: 4, innings: 10, lineHome: [1, 0, 0, 0, 0, 3, 0, 0, 0, 1], lineAway: [0, 0, 4, 0, 0, 0, 0, 0, 0, 0] },
]
