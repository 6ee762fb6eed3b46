import type { Metadata } from 'next'
import { PageLink } from '@/components/navigation/PageLink'
import { Suspense } from 'react'
import { MissingSeasonNotice } from '@/app/players/_components/MissingSeasonNotice'

export const metadata: Metadata = {
  title: 'ページが見つかりません',
  robots: { index: false, follow: true },
}

const LINKS = [
  { href: '/', label: 'トップページ' },
  { href: '/records/season/standings/2025', label: '2025年 順位表' },
  { href: '/records/season/players/batting/2025', label: '2025年 打撃成績' },
  { href: '/sitemap', label: 'サイトマップ' },
]

export default function NotFound() {
  return (
    <div className="mx-auto flex min-h-[500px] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-5xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-bold text-slate-900">ページが見つかりません</h1>
      <p className="text-sm leading-relaxed text-slate-600">
        お探しのページは存在しないか、移動した可能性があります。シーズン・チーム・選手の指定が正しいかご確認ください。
      </p>
      <Suspense fallback={null}>
        <MissingSeasonNotice />
      </Suspense>
      <ul className="flex flex-wrap justify-center gap-3 text-sm">
        {LINKS.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href} className="inline-block rounded-md border border-slate-300 bg-white px-4 py-2 hover:border-brand hover:text-brand">
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
