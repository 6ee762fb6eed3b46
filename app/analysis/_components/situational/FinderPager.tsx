import { PageLink } from '@/components/navigation/PageLink'

/** 44 px square on phones, the compact 32 px row from sm up (as components/ui/Pagination). */
const TARGET = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border sm:min-h-8 sm:min-w-8'

type Props = { page: number; per: number; total: number; href: (page: number) => string }

/** The pages shown around the current one: the first, two either side, the last (a ten-season search has thousands). */
export function pagerPages(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((target) => target >= 1 && target <= pages).sort((a, b) => a - b)
  // null marks a gap between two shown pages.
  return shown.flatMap((target, index) => (index > 0 && target - (shown[index - 1] ?? target) > 1 ? [null, target] : [target]))
}

/** Page links under the finder's results, counted in 打席. */
export function FinderPager({ page, per, total, href }: Props) {
  const pages = Math.max(1, Math.ceil(total / per))
  if (pages === 1) return null
  const step = (target: number, label: string) =>
    target >= 1 && target <= pages ? (
      <PageLink href={href(target)} keepScroll className={`${TARGET} border-slate-300 bg-white px-3 hover:border-brand hover:text-brand`}>{label}</PageLink>
    ) : (
      <span className={`${TARGET} border-slate-200 px-3 text-slate-300`} aria-disabled="true">{label}</span>
    )
  return (
    <nav aria-label="検索結果のページ送り" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-2 text-slate-600">{`${total.toLocaleString('ja-JP')}打席中 ${((page - 1) * per + 1).toLocaleString('ja-JP')}〜${Math.min(total, page * per).toLocaleString('ja-JP')}打席目`}</span>
      {step(page - 1, '前へ')}
      <ul className="flex flex-wrap gap-1">
        {pagerPages(page, pages).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 py-2 text-slate-400">…</li>
          ) : (
            <li key={target}>
              <PageLink
                href={href(target)}
                keepScroll
                aria-current={target === page ? 'page' : undefined}
                className={`${TARGET} px-2 ${target === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white hover:border-brand hover:text-brand'}`}
              >
                {target}
              </PageLink>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, '次へ')}
    </nav>
  )
}
