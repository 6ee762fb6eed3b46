import { formatBases } from '@/lib/domain/format/game-state'
import { FANGRAPHS_LEVERAGE_THRESHOLDS, SPLIT_AXES } from '@/lib/domain/players/split-axes'
import { SPLIT_LABELS } from '@/lib/domain/splits/split-labels'
import type { PlayColumns, PlayFacts } from './play-filter-columns'
import type { PlaySide } from './play-filter-fields'

/**
 * The league-wide situation tables: each family cuts a season's PAs into partition rows (they add
 * up to the season) plus overlapping sub-rows (得点圏 inside 走者あり, 2ストライク across the
 * counts), with the player splits' labels and cut points (lib/domain/players/split-axes.ts).
 */
export const SITUATION_FAMILIES = ['runners', 'base-out', 'count', 'inning', 'margin', 'leverage', 'hand', 'site'] as const
export type SituationFamily = (typeof SITUATION_FAMILIES)[number]

export type SituationRowDef = { key: string; label: string; sums: boolean }

type Definition = {
  label: string
  rows: (side: PlaySide) => readonly SituationRowDef[]
  /** The partition row of PA `i`; null where the source does not say (an 不明 row). */
  classify: (c: PlayColumns, i: number, side: PlaySide) => string | null
  /** The sub-rows PA `i` also falls in. */
  within?: (c: PlayColumns, i: number, side: PlaySide) => readonly string[]
  /** The fact the family reads; a season whose source never recorded it has no table. */
  needs?: keyof PlayFacts
}

export const UNKNOWN_SITUATION = { key: 'unknown', label: '不明', sums: true } as const

const part = (key: string, label: string): SituationRowDef => ({ key, label, sums: true })
const sub = (key: string, label: string): SituationRowDef => ({ key, label, sums: false })
const OUTS = ['無死', '一死', '二死'] as const
const COUNTS = ['0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2', '3-0', '3-1', '3-2'] as const
const MARGINS = [-4, -3, -2, -1, 0, 1, 2, 3, 4] as const
const HANDS = ['R', 'L'] as const
const NONE: readonly string[] = []

/** The side's club's lead before the PA (the column holds the batting club's). */
export const leadOf = (c: PlayColumns, i: number, side: PlaySide) => (side === 'batting' ? 1 : -1) * (c.margin[i] ?? 0)

function marginLabel(runs: number): string {
  if (runs === 0) return '同点'
  const more = Math.abs(runs) >= 4 ? '以上' : ''
  return `${Math.abs(runs)}点${more}${runs > 0 ? 'リード' : 'ビハインド'}`
}

function countGroups(c: PlayColumns, i: number): readonly string[] {
  const balls = c.balls[i] ?? -1
  const strikes = c.strikes[i] ?? -1
  if (balls < 0 || strikes < 0) return NONE
  const group = balls > strikes ? 'ahead' : balls < strikes ? 'behind' : 'even'
  return strikes === 2 ? [group, 'two-strikes'] : [group]
}

const handLabel = { R: '右', L: '左' } as const

export const SITUATION_DEFINITIONS: Readonly<Record<SituationFamily, Definition>> = {
  runners: {
    label: '走者・得点圏',
    rows: () => [
      ...SPLIT_AXES.runners.rows().map(({ key, label }) => part(key, label)),
      ...SPLIT_AXES.runners.subRows.map(({ key, label }) => sub(key, label)),
    ],
    classify: (c, i) => (c.bases[i] === 0 ? 'none' : 'on'),
    within: (c, i) => {
      const bases = c.bases[i] ?? 0
      if ((bases & 6) === 0) return NONE
      return bases === 7 ? ['scoring', 'loaded'] : ['scoring']
    },
  },
  'base-out': {
    label: 'アウト・走者',
    rows: () => OUTS.flatMap((outs, o) => Array.from({ length: 8 }, (_, bases) => part(`${o}-${bases}`, `${outs}${formatBases(bases)}`))),
    classify: (c, i) => `${c.outs[i] ?? 0}-${c.bases[i] ?? 0}`,
  },
  count: {
    label: 'カウント',
    rows: () => [
      ...COUNTS.map((count) => part(count, count === '3-2' ? '3-2（フルカウント）' : count)),
      ...(['ahead', 'even', 'behind', 'two-strikes'] as const).map((group) => sub(group, SPLIT_LABELS.count.values[group])),
    ],
    classify: (c, i) => ((c.balls[i] ?? -1) < 0 || (c.strikes[i] ?? -1) < 0 ? null : `${c.balls[i]}-${c.strikes[i]}`),
    within: countGroups,
    needs: 'counts',
  },
  inning: {
    label: 'イニング',
    rows: () => [...Array.from({ length: 9 }, (_, index) => part(String(index + 1), `${index + 1}回`)), part('extra', SPLIT_LABELS.inning.values.extra)],
    classify: (c, i) => ((c.inning[i] ?? 0) >= 10 ? 'extra' : String(c.inning[i] ?? 0)),
  },
  margin: {
    label: '点差',
    rows: () => MARGINS.map((runs) => part(String(runs), marginLabel(runs))),
    classify: (c, i, side) => String(Math.max(-4, Math.min(4, leadOf(c, i, side)))),
  },
  leverage: {
    label: 'レバレッジ',
    rows: () => SPLIT_AXES.leverage.rows().map(({ key, label }) => part(key, label)),
    classify: (c, i) => {
      const li = c.li[i] ?? Number.NaN
      if (Number.isNaN(li)) return null
      return li >= FANGRAPHS_LEVERAGE_THRESHOLDS.high ? 'high' : li >= FANGRAPHS_LEVERAGE_THRESHOLDS.medium ? 'medium' : 'low'
    },
    needs: 'leverage',
  },
  hand: {
    label: '左右',
    rows: (side) => [
      ...SPLIT_AXES.hand.rows(side).map(({ key, label }) => part(key, label)),
      ...HANDS.flatMap((batter) => HANDS.map((pitcher) => sub(`${batter}${pitcher}`, `${handLabel[batter]}打者×${handLabel[pitcher]}投手`))),
    ],
    // A batter's split is the pitcher's hand; a pitcher's, the side the batter stood on.
    classify: (c, i, side) => HANDS[(side === 'batting' ? c.pitcherHand[i] : c.batterSide[i]) ?? -1] ?? null,
    within: (c, i) => {
      const batter = HANDS[c.batterSide[i] ?? -1]
      const pitcher = HANDS[c.pitcherHand[i] ?? -1]
      return batter && pitcher ? [`${batter}${pitcher}`] : NONE
    },
    needs: 'hands',
  },
  site: {
    label: 'ホーム・ビジター',
    rows: () => SPLIT_AXES.homeAway.rows().map(({ key, label }) => part(key, label)),
    // The batting club is home in the bottom half; the fielding club in the top half.
    classify: (c, i, side) => ((c.bottom[i] === 1) === (side === 'batting') ? 'home' : 'away'),
  },
}

export const isSituationFamily = (value: unknown): value is SituationFamily => typeof value === 'string' && (SITUATION_FAMILIES as readonly string[]).includes(value)
