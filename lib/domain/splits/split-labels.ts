import type { SplitCount, SplitFilter, SplitHand, SplitInning, SplitSite } from './split-filter'

type Side = 'batting' | 'pitching'

/** Each split's Japanese name (a control's caption) and its values' labels (a chip, a heading). */
export const SPLIT_LABELS = {
  hand: {
    label: '左右',
    values: {
      batting: { R: '対右投手', L: '対左投手' },
      pitching: { R: '対右打者', L: '対左打者' },
    } satisfies Record<Side, Record<SplitHand, string>>,
  },
  site: { label: 'ホーム・ビジター', values: { home: 'ホーム', road: 'ビジター' } satisfies Record<SplitSite, string> },
  risp: { label: '得点圏', values: { true: '得点圏' } },
  month: { label: '月別' },
  count: {
    label: 'カウント（打席終了時）',
    values: {
      first: '初球',
      ahead: '打者有利',
      even: '平行カウント',
      behind: '投手有利',
      'two-strikes': '2ストライク',
      full: 'フルカウント',
    } satisfies Record<SplitCount, string>,
  },
  inning: {
    label: 'イニング',
    values: { '1-3': '1〜3回', '4-6': '4〜6回', '7-9': '7〜9回', extra: '延長' } satisfies Record<SplitInning, string>,
  },
  period: { label: '期間' },
} as const

/** '2025-06-30' → '6月30日'. */
function dayLabel(isoDate: string): string {
  return `${Number(isoDate.slice(5, 7))}月${Number(isoDate.slice(8, 10))}日`
}

function periodLabel(from: string | undefined, to: string | undefined): string | null {
  if (from !== undefined && to !== undefined) return `${dayLabel(from)}〜${dayLabel(to)}`
  if (to !== undefined) return `${dayLabel(to)}時点`
  if (from !== undefined) return `${dayLabel(from)}以降`
  return null
}

/**
 * The filter's splits as labels, in the URL's order, for a heading or a row of chips; empty
 * without a filter.
 *
 * @example splitFilterLabels({ hand: 'L', risp: true, month: 8 }, 'batting') // ['対左投手', '得点圏', '8月']
 * @example splitFilterLabels({ to: '2025-06-30' }, 'batting') // ['6月30日時点']
 */
export function splitFilterLabels(filter: SplitFilter, side: Side): string[] {
  const labels = [
    filter.hand && SPLIT_LABELS.hand.values[side][filter.hand],
    filter.site && SPLIT_LABELS.site.values[filter.site],
    filter.risp && SPLIT_LABELS.risp.values.true,
    filter.month !== undefined ? `${filter.month}月` : undefined,
    filter.count && SPLIT_LABELS.count.values[filter.count],
    filter.inning && SPLIT_LABELS.inning.values[filter.inning],
    periodLabel(filter.from, filter.to),
  ]
  return labels.filter((label): label is string => typeof label === 'string')
}
