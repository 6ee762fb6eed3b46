import type { PaResult } from '@/lib/domain/events'
import type { TeamCode } from '@/lib/domain/teams/team-codes'

/**
 * The play finder's filters: each narrows single regular-season PAs, all combine (AND). The
 * finder reads a side: on the batting side `team` and `player` are the batting club and the
 * batter and `margin` is the batting club's; on the pitching side the fielding club, the
 * pitcher and the fielding club's margin.
 */

/** Runners before the PA: one of the eight states (bitmask 1 = 1B, 2 = 2B, 4 = 3B), any runner, or 得点圏. */
export const PLAY_BASES = ['0', '1', '2', '3', '4', '5', '6', '7', 'on', 'risp'] as const
export const PLAY_OUTS = ['0', '1', '2'] as const
/** An inning, the three-inning groups of the player splits, or 延長 (the 10th on). */
export const PLAY_INNINGS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '1-3', '4-6', '7-9', 'extra'] as const
/** The side's club's lead before the PA: ±4 mean 4 runs or more; lead and behind any margin. */
export const PLAY_MARGINS = ['-4', '-3', '-2', '-1', '0', '1', '2', '3', '4', 'lead', 'behind'] as const
/**
 * The count when the PA ended (the stored count, before its last pitch), or a group of counts as
 * the player splits cut them: batter ahead / even / behind, two strikes, full.
 */
export const PLAY_COUNTS = [
  '0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2', '3-0', '3-1', '3-2',
  'ahead', 'even', 'behind', 'two-strikes',
] as const
/**
 * The PA's first pitch (pitch rows only): a ball (or a hit batter), a strike of any kind (a ball
 * put in play included, as 初球ストライク率 counts it), swung at, taken, or put in play.
 */
export const PLAY_FIRST_PITCHES = ['ball', 'strike', 'swing', 'take', 'in_play'] as const
export const PLAY_HANDS = ['R', 'L'] as const
/** What the PA ended in: one event or a group of them. */
export const PLAY_RESULTS = ['hit', '1B', '2B', '3B', 'HR', 'xbh', 'BB', 'IBB', 'HBP', 'K', 'out', 'DP', 'SH', 'SF', 'ROE'] as const
export const PLAY_MONTHS = [3, 4, 5, 6, 7, 8, 9, 10, 11] as const

export type PlayBases = (typeof PLAY_BASES)[number]
export type PlayOuts = (typeof PLAY_OUTS)[number]
export type PlayInning = (typeof PLAY_INNINGS)[number]
export type PlayMargin = (typeof PLAY_MARGINS)[number]
export type PlayCount = (typeof PLAY_COUNTS)[number]
export type PlayFirstPitch = (typeof PLAY_FIRST_PITCHES)[number]
export type PlayHand = (typeof PLAY_HANDS)[number]
export type PlayResult = (typeof PLAY_RESULTS)[number]
export type PlayMonth = (typeof PLAY_MONTHS)[number]

export type PlaySide = 'batting' | 'pitching'

/** Every filter is optional; an empty filter keeps every PA of the scope. */
export type PlayFilter = {
  bases?: PlayBases
  outs?: PlayOuts
  inning?: PlayInning
  margin?: PlayMargin
  count?: PlayCount
  /** 代打: the batter came off the bench to bat for someone (his 'PH' stint covers the PA). */
  ph?: true
  first?: PlayFirstPitch
  /** The side the batter stood on (a switch hitter's is the one opposite the pitcher's hand). */
  bhand?: PlayHand
  phand?: PlayHand
  team?: TeamCode
  /** A player id of the side (batter or pitcher). */
  player?: string
  month?: PlayMonth
  result?: PlayResult
}

export type PlayFilterKey = keyof PlayFilter

/** The URL order of the filters, so one filter set has one address. */
export const PLAY_FILTER_KEYS = [
  'bases', 'outs', 'inning', 'margin', 'count', 'ph', 'first', 'bhand', 'phand', 'team', 'player', 'month', 'result',
] as const satisfies readonly PlayFilterKey[]

/**
 * The filter as query pairs in the fixed order, unset filters left out.
 *
 * @example playFilterQuery({ ph: true, bases: '7', outs: '2' }) // [['bases', '7'], ['outs', '2'], ['ph', '1']]
 */
export function playFilterQuery(filter: PlayFilter): [string, string][] {
  const pairs: [string, string][] = []
  for (const key of PLAY_FILTER_KEYS) {
    const value = filter[key]
    if (value === undefined) continue
    pairs.push([key, value === true ? '1' : String(value)])
  }
  return pairs
}

/** The PA results each result filter keeps. 四球 counts 故意四球 in, as NPB's 四球 does; 凡打 is an out in play (併殺・野手選択 included). */
export const PLAY_RESULT_EVENTS: Readonly<Record<PlayResult, readonly PaResult[]>> = {
  hit: ['1B', '2B', '3B', 'HR'],
  '1B': ['1B'],
  '2B': ['2B'],
  '3B': ['3B'],
  HR: ['HR'],
  xbh: ['2B', '3B', 'HR'],
  BB: ['BB', 'IBB'],
  IBB: ['IBB'],
  HBP: ['HBP'],
  K: ['K', 'KWP'],
  out: ['GO', 'FO', 'LO', 'PO', 'DP', 'TP', 'FC'],
  DP: ['DP', 'TP'],
  SH: ['SH'],
  SF: ['SF'],
  ROE: ['ROE'],
}

/**
 * The filter without some of its keys (a chip's × link, a change of side that drops the club and player).
 *
 * @example withoutFilters({ team: 'g', outs: '2' }, ['team']) // { outs: '2' }
 */
export function withoutFilters(filter: PlayFilter, keys: readonly PlayFilterKey[]): PlayFilter {
  const kept: PlayFilter = {}
  for (const key of PLAY_FILTER_KEYS) {
    if (keys.includes(key) || filter[key] === undefined) continue
    Object.assign(kept, { [key]: filter[key] })
  }
  return kept
}
