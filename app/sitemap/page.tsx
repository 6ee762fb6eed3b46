import { PageHeader } from '@/components/layout/PageHeader'
import { PageLink } from '@/components/navigation/PageLink'
import { MAIN_MENU, listMenuLinks, type MenuLink } from '@/lib/navigation'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'サイトマップ',
  description: 'NPBデータバンクの全ページの一覧。記録・リーダー・成績・試合・投球データ・選手・チーム・試合統計・分析・シミュレーション。',
  path: '/sitemap',
}

export const metadata = pageMetadata(page)

const EXTRA_LINKS: readonly MenuLink[] = [
  { label: 'ホーム', href: '/' },
  { label: '記録達成カウントダウン', href: '/records/career/countdown' },
  { label: 'スコア速報シミュレーション', href: '/simulation/score-streaming' },
  { label: 'リリースノート', href: '/releases' },
]

export default function SitemapPage() {
  const sections = [
    ...MAIN_MENU.map((group) => ({ label: group.label, links: listMenuLinks([group]) })),
    { label: 'そのほかのページ', links: EXTRA_LINKS },
  ]
  return (
    <>
      <PageHeader page={page} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="mb-2 font-semibold text-slate-900">{section.label}</h2>
            <ul className="text-sm sm:space-y-1">
              {section.links.map((link) => (
                <li key={link.href} className="tap-row">
                  <PageLink href={link.href} className="tap flex items-center text-brand hover:underline">
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
