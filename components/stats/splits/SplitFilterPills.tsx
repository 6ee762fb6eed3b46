import { PillLink } from '@/components/ui/PillLink'
import { SPLIT_COUNTS, SPLIT_HANDS, SPLIT_INNINGS, SPLIT_SITES, type SplitFilter } from '@/lib/domain/splits/split-filter'
import { SPLIT_LABELS } from '@/lib/domain/splits/split-labels'
import { RECENT_DAYS, recentFrom } from '@/lib/domain/splits/recent-days'
import { AsOfForm } from './AsOfForm'
import { withoutSplits } from './split-href'

type Side = 'batting' | 'pitching'
type Pill = { key: string; label: string; filter: SplitFilter; active: boolean }

type Props = {
  side: Side
  filter: SplitFilter
  /** The view's URL for a filter, every other param kept (splitHref). */
  hrefFor: (filter: SplitFilter) => string
  /** The season's last counted date: 直近14日 / 30日 count back from it; without it they are not offered. */
  lastDate?: string
  /** The months the season has games in; March to November by default. */
  months?: readonly number[]
}

const DEFAULT_MONTHS: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10, 11]

/**
 * One row of pills: its caption beside them (above would cost a line a row on a phone), the pills
 * in one line that scrolls sideways on phones and wraps from `sm` up. Each pill is a link, 44 px
 * to tap on phones (PillLink), the chosen one marked aria-current.
 */
function SplitRow({ label, pills, hrefFor }: { label: string; pills: readonly Pill[]; hrefFor: Props['hrefFor'] }) {
  return (
    <nav aria-label={label} className="flex items-start gap-2 text-sm">
      <span className="w-20 shrink-0 py-1 text-xs leading-tight font-semibold text-slate-500 max-sm:flex max-sm:min-h-11 max-sm:items-center sm:w-28">{label}</span>
      <ul className="flex min-w-0 gap-x-1.5 overflow-x-auto max-sm:pb-1 sm:flex-wrap sm:gap-y-1.5 sm:overflow-visible">
        {pills.map((pill) => (
          <li key={pill.key} className="shrink-0">
            <PillLink href={hrefFor(pill.filter)} active={pill.active}>
              {pill.label}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A split's pills: 「すべて」 (the split cleared), then each value with the other splits kept. */
function splitPills<K extends 'hand' | 'site' | 'count' | 'inning' | 'month'>(
  filter: SplitFilter,
  key: K,
  values: readonly NonNullable<SplitFilter[K]>[],
  label: (value: NonNullable<SplitFilter[K]>) => string,
): Pill[] {
  const rest = withoutSplits(filter, [key])
  return [
    { key: 'all', label: 'すべて', filter: rest, active: filter[key] === undefined },
    ...values.map((value) => ({ key: String(value), label: label(value), filter: { ...rest, [key]: value }, active: filter[key] === value })),
  ]
}

/** 期間: all of it (the season), the last 14 or 30 days through the season's last counted date. */
function periodPills(filter: SplitFilter, lastDate: string | undefined): Pill[] {
  const rest = withoutSplits(filter, ['from', 'to'])
  const whole = { key: 'all', label: '全期間', filter: rest, active: filter.from === undefined && filter.to === undefined }
  if (lastDate === undefined) return [whole]
  return [
    whole,
    ...RECENT_DAYS.map((days) => {
      const from = recentFrom(lastDate, days)
      return { key: `recent-${days}`, label: `直近${days}日`, filter: { ...rest, from }, active: filter.from === from && filter.to === undefined }
    }),
  ]
}

/**
 * The split filter of the leaderboards and the stats explorer: a row of link pills per split
 * (左右, ホーム・ビジター, 得点圏, 月別, カウント, イニング), each with 「すべて」 to clear it, and the
 * period: the season, its last 14 / 30 days, or "as of" a date through a plain GET form. Every
 * choice is a URL, so it works without script and a copied link reproduces the view.
 */
export function SplitFilterPills({ side, filter, hrefFor, lastDate, months = DEFAULT_MONTHS }: Props) {
  const { hand, site, count, inning } = SPLIT_LABELS
  const rows: readonly { label: string; pills: Pill[] }[] = [
    { label: hand.label, pills: splitPills(filter, 'hand', SPLIT_HANDS, (value) => hand.values[side][value]) },
    { label: site.label, pills: splitPills(filter, 'site', SPLIT_SITES, (value) => site.values[value]) },
    {
      label: SPLIT_LABELS.risp.label,
      pills: [
        { key: 'all', label: 'すべて', filter: withoutSplits(filter, ['risp']), active: filter.risp === undefined },
        { key: 'risp', label: '得点圏のみ', filter: { ...filter, risp: true }, active: filter.risp === true },
      ],
    },
    { label: SPLIT_LABELS.month.label, pills: splitPills(filter, 'month', months, (value) => `${value}月`) },
    { label: count.label, pills: splitPills(filter, 'count', SPLIT_COUNTS, (value) => count.values[value]) },
    { label: inning.label, pills: splitPills(filter, 'inning', SPLIT_INNINGS, (value) => inning.values[value]) },
    { label: SPLIT_LABELS.period.label, pills: periodPills(filter, lastDate) },
  ]
  return (
    <section aria-label="絞り込み" className="space-y-1.5 rounded-lg border border-slate-200 bg-white p-2 sm:space-y-2 sm:p-3">
      {rows.map((row) => (
        <SplitRow key={row.label} label={row.label} pills={row.pills} hrefFor={hrefFor} />
      ))}
      <AsOfForm filter={filter} hrefFor={hrefFor} {...(lastDate === undefined ? {} : { lastDate })} />
    </section>
  )
}
