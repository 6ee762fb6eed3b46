import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { LinkCardGrid } from '@/components/ui/LinkCardGrid'
import { GLOSSARY, glossaryByGroup } from '@/lib/domain/glossary/glossary'
import { GLOSSARY_GROUP_LABELS } from '@/lib/domain/glossary/glossary-entry'
import { COLUMN_SLUGS } from '@/lib/route-params'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { COLUMN_ARTICLES, COLUMNS_PAGE, GLOSSARY_PAGE } from './_components/column-pages'

const articles = COLUMN_SLUGS.map((slug) => ({ href: `/columns/${slug}`, title: COLUMN_ARTICLES[slug].title, description: COLUMN_ARTICLES[slug].description }))

const page: PageDescriptor = {
  ...COLUMNS_PAGE,
  structuredData: {
    '@type': 'ItemList',
    name: 'コラム',
    itemListElement: [{ href: GLOSSARY_PAGE.path, title: GLOSSARY_PAGE.title }, ...articles].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      url: absoluteUrl(item.href),
    })),
  },
}

export const metadata = pageMetadata(page)

/** /columns: the glossary and the method articles, the home of the site's explanations. */
export default function ColumnsPage() {
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <section aria-labelledby="glossary-heading" className="mb-8">
        <h2 id="glossary-heading" className="mb-3 text-xl font-bold text-slate-900">
          用語集
        </h2>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <PageLink href={GLOSSARY_PAGE.path} className="text-lg font-semibold text-brand underline-offset-2 hover:underline">
            用語集（{GLOSSARY.length}語）
          </PageLink>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{GLOSSARY_PAGE.description}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {glossaryByGroup().map(({ group, entries }) => (
              <li key={group}>
                <PageLink
                  href={`${GLOSSARY_PAGE.path}#group-${group}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm text-slate-700 hover:border-brand hover:text-brand sm:min-h-9"
                >
                  {GLOSSARY_GROUP_LABELS[group]}（{entries.length}語）
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="articles-heading">
        <h2 id="articles-heading" className="mb-1 text-xl font-bold text-slate-900">
          計算方法の解説
        </h2>
        <p className="mb-3 text-sm text-slate-600">当サイトのセイバーメトリクスの数字は、すべて試合ごとのプレー記録から自前で計算しています。その方法と、最新シーズンの実際の値です。</p>
        <LinkCardGrid cards={articles} />
      </section>
    </>
  )
}
