import { playBlockFrom, type PlayBlock, type PlayGame, type PlayPlayer, type PlayRow } from './play-filter-columns'

/** Tests' games: the first in April between the Giants (home) and the Tigers, the second in August, Hawks at home to the Lions. */
export const FIXTURE_GAMES: readonly PlayGame[] = [
  { id: '20250412-g-t-01', date: '2025-04-12', home: 'g', away: 't' },
  { id: '20250820-h-l-01', date: '2025-08-20', home: 'h', away: 'l' },
]
export const FIXTURE_PLAYERS: readonly PlayPlayer[] = [
  { id: '100', name: '打者A' },
  { id: '200', name: '打者B' },
  { id: '900', name: '投手X' },
  { id: '901', name: '投手Y' },
]

/** A nobody-on, nobody-out single of 打者A off 投手X in the first game's top of the 1st, tied, with every fact known. */
export const FIXTURE_ROW: PlayRow = {
  game: 0, seq: 1, inning: 1, bottom: false, outs: 0, bases: 0, margin: 0, balls: 0, strikes: 0, result: '1B', rbi: 0,
  batter: 0, pitcher: 2, batterSide: 'R', pitcherHand: 'R', ph: false, firstPitch: 'in_play', re24: 0.4, wpa: 0.04, li: 1,
}

/** A season block of PAs, each the fixture row with some facts changed, in the order given. */
export function fixtureBlock(changes: readonly Partial<PlayRow>[], season = 2025): PlayBlock {
  return playBlockFrom(season, FIXTURE_GAMES, FIXTURE_PLAYERS, changes.map((change, index) => ({ ...FIXTURE_ROW, seq: index + 1, ...change })))
}
