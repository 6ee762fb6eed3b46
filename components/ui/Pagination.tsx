import { PageLink } from '@/components/navigation/PageLink'

/** 44 px square on phones, the compact 32 px row from sm up. */
const TARGET = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border sm:min-h-8 sm:min-w-8'

type Props = { page: number; pageSize: number; total: number; href: (page: number) => string }

/** Page links under a table; on phones each is a 44 px target. */
export function Pagination({ page, pageSize, total, href }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const step = (target: number, label: string) =>
    target >= 1 && target <= pages ? (
      <PageLink href={href(target)} className={`${TARGET} border-slate-300 bg-white px-3 hover:border-brand hover:text-brand`}>
        {label}
      </PageLink>
    ) : (
      // Greyed out as an inactive control, which WCAG exempts from the 4.5:1 contrast: aria-disabled says it is one.
      <span className={`${TARGET} border-slate-200 px-3 text-slate-300`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav aria-label="ページ送り" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-2 text-slate-600">
        {total}人中 {first}〜{last}人目
      </span>
      {step(page - 1, '前へ')}
      <ul className="flex flex-wrap gap-1">
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            <PageLink
              href={href(target)}
              aria-current={target === page ? 'page' : undefined}
              className={`${TARGET} px-2 ${
                target === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white hover:border-brand hover:text-brand'
              }`}
            >
              {target}
            </PageLink>
          </li>
        ))}
      </ul>
      {step(page + 1, '次へ')}
    </nav>
  )
}
