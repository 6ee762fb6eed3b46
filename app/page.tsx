import { HomeDashboard } from '@/app/_home/HomeDashboard'
import { SECTIONS } from '@/app/_home/sections'
import { LinkCardGrid } from '@/components/ui/LinkCardGrid'
import { getHome } from '@/lib/data/loaders/get-home'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { JsonLd } from '@/lib/seo/JsonLd'
import type { JsonLdObject } from '@/lib/seo/json-ld'
import { toNextMetadata } from '@/lib/seo/next-metadata'
import { buildPageMetadata } from '@/lib/seo/page-metadata'
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site'

/** schema.org WebSite: the site's name and address as search engines should show them. */
const WEBSITE: JsonLdObject = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_NAME,
  url: absoluteUrl('/'),
  description: SITE_DESCRIPTION,
  inLanguage: 'ja',
}

// The site-wide defaults (title, description, OG card) are the front page's own.
export const metadata = toNextMetadata(buildPageMetadata({ canonical: '/', structuredData: WEBSITE }))

export default function HomePage() {
  const home = getHome()
  return (
    <>
      <JsonLd data={WEBSITE} />
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{SITE_NAME}</h1>
        <p className="max-w-3xl text-sm leading-relaxed text-slate-600">{SITE_DESCRIPTION}</p>
      </header>
      {home ? (
        <HomeDashboard home={home} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">データベースに試合記録がないため、順位表や成績は表示できません。</p>
      )}
      <section aria-labelledby="sections-heading" className="mt-10">
        <h2 id="sections-heading" className="mb-3 text-lg font-semibold">
          コンテンツ
        </h2>
        <LinkCardGrid cards={SECTIONS} />
      </section>
    </>
  )
}
