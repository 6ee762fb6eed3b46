import type { PaResult } from '@/lib/domain/events'
import type { Hand } from '@/lib/domain/pitching-analysis/types'
import { opponentTabLabel } from '@/lib/domain/teams/colors'
import { getTeamByCode, TEAM_CODES } from '@/lib/domain/teams/teams'

export type SplitSide = 'batting' | 'pitching'

/** One plate appearance as a player's splits see it, from his side (a pitcher's "home" is his club's). */
export type SplitPa = {
  result: PaResult
  /** The side the batter stood on: a switch hitter's is the one opposite the pitcher's hand. */
  batterSide: Hand | null
  pitcherHand: Hand | null
  /** The player's club was the home side. */
  home: boolean
  month: number
  basesBefore: number
  outsBefore: number
  /** Balls and strikes before the PA's last pitch; null where the source recorded no count. */
  count: { balls: number; strikes: number } | null
  inning: number
  /** The batter's spot in the order (the batter faced, for a pitcher). */
  battingOrder: number | null
  /** The other club's code. */
  opponent: string
  venue: string | null
  li: number | null
}

/**
 * FanGraphs' leverage buckets (FanGraphs Library, "Leverage Index"): high LI ≥ 1.5,
 * medium 0.85 ≤ LI < 1.5, low LI < 0.85.
 */
export const FANGRAPHS_LEVERAGE_THRESHOLDS = { high: 1.5, medium: 0.85 } as const

type Row = { key: string; label: string }
/** `parent`: the partition row a sub-row lies within, null when it cuts across them (2ストライク). */
type SubRow = Row & { parent: string | null; has: (pa: SplitPa) => boolean }

export type AxisDefinition = {
  label: string
  /** The partition row a PA falls in; null when the source does not say (an 不明 row, which still sums). */
  classify: (pa: SplitPa, side: SplitSide) => string | null
  /** Rows always shown, in order; absent where the rows are the values met, in `order`. */
  rows?: (side: SplitSide) => readonly Row[]
  labelOf?: (key: string) => string
  order?: 'numeric' | 'team' | 'volume'
  /** Rows inside a partition row, shown but not summed: they overlap it. */
  subRows?: readonly SubRow[]
  /** Sources may lack the fact altogether (no counts, no LI): then the axis is unavailable, not zeros. */
  optional?: boolean
}

export const UNKNOWN_KEY = 'unknown'
export const UNKNOWN_LABEL = '不明'

const SCORING_POSITION = 2 | 4
const LOADED = 1 | 2 | 4

function leverageOf(li: number): string {
  if (li >= FANGRAPHS_LEVERAGE_THRESHOLDS.high) return 'high'
  return li >= FANGRAPHS_LEVERAGE_THRESHOLDS.medium ? 'medium' : 'low'
}

function countOf({ balls, strikes }: { balls: number; strikes: number }): string {
  if (balls > strikes) return 'ahead'
  return strikes > balls ? 'behind' : 'even'
}

const teamLabel = (code: string) => opponentTabLabel(getTeamByCode(code)?.shortName ?? code)

export const SPLIT_AXES = {
  hand: {
    label: '左右別',
    classify: (pa, side) => (side === 'batting' ? pa.pitcherHand : pa.batterSide),
    rows: (side) =>
      side === 'batting'
        ? [{ key: 'R', label: '対右投手' }, { key: 'L', label: '対左投手' }]
        : [{ key: 'R', label: '対右打者' }, { key: 'L', label: '対左打者' }],
  },
  homeAway: {
    label: 'ホーム・ビジター',
    classify: (pa) => (pa.home ? 'home' : 'away'),
    rows: () => [{ key: 'home', label: 'ホーム' }, { key: 'away', label: 'ビジター' }],
  },
  month: { label: '月別', classify: (pa) => String(pa.month), labelOf: (key) => `${key}月`, order: 'numeric' },
  runners: {
    label: '走者別',
    classify: (pa) => (pa.basesBefore === 0 ? 'none' : 'on'),
    rows: () => [{ key: 'none', label: '走者なし' }, { key: 'on', label: '走者あり' }],
    subRows: [
      { key: 'scoring', label: '得点圏', parent: 'on', has: (pa) => (pa.basesBefore & SCORING_POSITION) !== 0 },
      { key: 'loaded', label: '満塁', parent: 'on', has: (pa) => pa.basesBefore === LOADED },
    ],
  },
  outs: {
    label: 'アウト別',
    classify: (pa) => String(pa.outsBefore),
    rows: () => [{ key: '0', label: '無死' }, { key: '1', label: '一死' }, { key: '2', label: '二死' }],
  },
  count: {
    label: 'カウント別',
    classify: (pa) => (pa.count ? countOf(pa.count) : null),
    rows: () => [{ key: 'ahead', label: '打者有利' }, { key: 'even', label: '平行カウント' }, { key: 'behind', label: '投手有利' }],
    subRows: [
      { key: 'twoStrikes', label: '2ストライク', parent: null, has: (pa) => pa.count?.strikes === 2 },
      { key: 'full', label: 'フルカウント', parent: 'ahead', has: (pa) => pa.count?.balls === 3 && pa.count.strikes === 2 },
    ],
    optional: true,
  },
  inning: {
    label: 'イニング別',
    classify: (pa) => (pa.inning <= 3 ? '1-3' : pa.inning <= 6 ? '4-6' : pa.inning <= 9 ? '7-9' : 'extra'),
    rows: () => [{ key: '1-3', label: '1〜3回' }, { key: '4-6', label: '4〜6回' }, { key: '7-9', label: '7〜9回' }, { key: 'extra', label: '延長' }],
  },
  battingOrder: {
    label: '打順別',
    classify: (pa) => (pa.battingOrder === null ? null : String(pa.battingOrder)),
    rows: () => Array.from({ length: 9 }, (_, i) => ({ key: String(i + 1), label: `${i + 1}番` })),
  },
  opponent: { label: '対戦相手別', classify: (pa) => pa.opponent, labelOf: teamLabel, order: 'team' },
  venue: { label: '球場別', classify: (pa) => pa.venue, labelOf: (key) => key, order: 'volume' },
  leverage: {
    label: 'レバレッジ別',
    classify: (pa) => (pa.li === null ? null : leverageOf(pa.li)),
    rows: () => [{ key: 'high', label: 'ハイレバレッジ' }, { key: 'medium', label: 'ミドルレバレッジ' }, { key: 'low', label: 'ローレバレッジ' }],
    optional: true,
  },
} as const satisfies Record<string, AxisDefinition>

export type SplitAxis = keyof typeof SPLIT_AXES
/** The order the axes are shown in. */
export const SPLIT_AXIS_ORDER = [
  'hand', 'homeAway', 'month', 'runners', 'outs', 'count', 'inning', 'battingOrder', 'opponent', 'venue', 'leverage',
] as const satisfies readonly SplitAxis[]

/** Orders the keys of an axis whose rows are the values met. */
export function compareKeys(order: 'numeric' | 'team' | 'volume', volume: ReadonlyMap<string, number>) {
  const teamIndex = (code: string) => {
    const index = (TEAM_CODES as readonly string[]).indexOf(code)
    return index === -1 ? TEAM_CODES.length : index
  }
  return (a: string, b: string): number => {
    if (order === 'numeric') return Number(a) - Number(b)
    if (order === 'team') return teamIndex(a) - teamIndex(b) || a.localeCompare(b)
    return (volume.get(b) ?? 0) - (volume.get(a) ?? 0) || a.localeCompare(b)
  }
}

/**
 * The side a batter stood on: a switch hitter ('S') bats from the side opposite the pitcher's
 * hand; unknown when the record gives no hand to go by.
 *
 * @example batterSideOf('S', 'L') // 'R'
 */
export function batterSideOf(bats: string | null, pitcherThrows: string | null): Hand | null {
  if (bats === 'R' || bats === 'L') return bats
  if (bats !== 'S') return null
  return pitcherThrows === 'R' ? 'L' : pitcherThrows === 'L' ? 'R' : null
}

/** The pitcher's hand when the record gives one. */
export function handOf(value: string | null): Hand | null {
  return value === 'R' || value === 'L' ? value : null
}
