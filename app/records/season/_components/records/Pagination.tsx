import Link from 'next/link'

type Props = { page: number; pageSize: number; total: number; href: (page: number) => string }

/** Page links under the table (50 lines a page); the whole view is also one CSV away. */
export function Pagination({ page, pageSize, total, href }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const step = (target: number, label: string) =>
    target >= 1 && target <= pages ? (
      <Link href={href(target)} prefetch={false} className="rounded border border-slate-300 bg-white px-3 py-1 hover:border-brand hover:text-brand">
        {label}
      </Link>
    ) : (
      <span className="rounded border border-slate-200 px-3 py-1 text-slate-300">{label}</span>
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
            <Link
              href={href(target)}
              prefetch={false}
              aria-current={target === page ? 'page' : undefined}
              className={`inline-block min-w-8 rounded border px-2 py-1 text-center ${
                target === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white hover:border-brand hover:text-brand'
              }`}
            >
              {target}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, '次へ')}
    </nav>
  )
}
