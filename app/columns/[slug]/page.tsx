import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { parseRouteParams } from '@/lib/parse-route-params'
import { COLUMN_SLUGS, columnParams, type ColumnSlug } from '@/lib/route-params'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { COLUMN_ARTICLES, columnArticlePage } from '../_components/column-pages'
import { ParkFactorArticle } from './_components/ParkFactorArticle'
import { RelatedTerms } from './_components/RelatedTerms'
import { RunValuesArticle } from './_components/RunValuesArticle'
import { WpaArticle } from './_components/WpaArticle'

type Props = PageProps<'/columns/[slug]'>

const BODIES: Readonly<Record<ColumnSlug, () => React.JSX.Element>> = {
  'run-values': RunValuesArticle,
  wpa: WpaArticle,
  'park-factor': ParkFactorArticle,
}

async function describe({ params }: Props) {
  const { slug } = parseRouteParams(columnParams, await params)
  return { slug, page: columnArticlePage(slug) }
}

export function generateStaticParams() {
  return COLUMN_SLUGS.map((slug) => ({ slug }))
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await describe(props)).page)
}

/** /columns/{slug}: a method article — how one family of our numbers is computed, with the data's own figures. */
export default async function ColumnArticlePage(props: Props) {
  const { slug, page } = await describe(props)
  const Body = BODIES[slug]
  const others = COLUMN_SLUGS.filter((other) => other !== slug)
  return (
    <article className="max-w-3xl">
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <Body />
      <footer className="mt-10 space-y-4">
        <RelatedTerms slug={slug} />
        <nav aria-label="ほかの解説" className="text-sm">
          <p className="mb-1 font-semibold text-slate-900">ほかの解説</p>
          <ul>
            {others.map((other) => (
              <li key={other}>
                <PageLink href={`/columns/${other}`} className="inline-flex min-h-11 items-center text-brand underline sm:min-h-8">
                  {COLUMN_ARTICLES[other].title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </article>
  )
}
