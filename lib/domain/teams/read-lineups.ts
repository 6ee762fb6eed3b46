import type { SentGame, SentLineups } from './sent-lineups'

/**
 * Reading the lineup grid's sent rows in the browser. Kept apart from sent-lineups.ts, with no
 * imports but types, so the grid's first load carries these few lines and not the club list,
 * the position tables or the server's name rules.
 */

/** The scorer's digits (sent-lineups.ts: 1 投 … 9 右, D 指) and the mark and colour group of each. */
const CODES = '123456789D'
const MARKS = '投捕一二三遊左中右指'
const GROUPS = ['P', 'C', 'IF', 'IF', 'IF', 'IF', 'OF', 'OF', 'OF', 'DH'] as const
export type CellGroup = (typeof GROUPS)[number]

/** A starter as the grid draws him: his id and name, his position's mark and colour group (null when unknown). */
export type ShownStarter = { playerId: string; name: string; mark: string | null; group: CellGroup | null }

/** A sent game's starters back to names and positions. */
export function readStarters(game: SentGame, { players, width }: Pick<SentLineups, 'players' | 'width'>): ShownStarter[] {
  return Array.from({ length: game[3].length / width }, (_, slot) => {
    const [playerId, name] = players[parseInt(game[3].slice(slot * width, (slot + 1) * width), 36)] ?? ['', '']
    const code = CODES.indexOf(game[4][slot] ?? '-')
    return { playerId, name, mark: MARKS[code] ?? null, group: GROUPS[code] ?? null }
  })
}

/**
 * The code of the club a game was against, from its id (date-home-visitor-number, as npb.jp's
 * score pages).
 *
 * @example opponentCode('20250328-g-db-01', 'g') // 'db'
 */
export function opponentCode(gameId: string, team: string): string {
  const [, home = '', visitor = ''] = gameId.split('-')
  return home === team ? visitor : home
}

/** The attribute that colours a name's element by its group (none for an infielder, or where the position is unknown; globals.css: lineup-colors). */
export function colorMark(group: CellGroup | null): { 'data-g'?: CellGroup } {
  return group === null || group === 'IF' ? {} : { 'data-g': group }
}
