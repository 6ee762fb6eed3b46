import { renderToStaticMarkup } from 'react-dom/server'
import { JsonLd } from './JsonLd'
import { serializeJsonLd } from './json-ld'
import { breadcrumbStructuredData, pageStructuredData } from './structured-data'

const page = {
  title: '2025年 順位表',
  description: '順位表の説明',
  path: '/records/season/standings/2025',
  crumbs: [{ label: '記録', href: '/records' }],
}

test('JSON-LD is serialised without markup characters and parses back to the same data', () => {
  const data = { '@context': 'https://schema.org', name: '</script><script>alert(1)</script> & more' }
  const text = serializeJsonLd(data)
  expect(text).not.toMatch(/[<>&]/)
  expect(JSON.parse(text)).toEqual(data)
})

test('<JsonLd> renders one application/ld+json script', () => {
  const html = renderToStaticMarkup(<JsonLd data={{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'NPB<データ>' }} />)
  expect(html).toBe('<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"NPB\\u003cデータ\\u003e"}</script>')
})

test('a page is a WebPage of the site with its absolute URL', () => {
  const data = pageStructuredData(page)
  expect(data['@context']).toBe('https://schema.org')
  expect(data['@graph']).toEqual([
    expect.objectContaining({
      '@type': 'WebPage',
      url: 'https://npb-databank.jp/records/season/standings/2025',
      name: '2025年 順位表',
      isPartOf: { '@type': 'WebSite', name: 'NPBデータバンク', url: 'https://npb-databank.jp/' },
    }),
  ])
})

test("a page's own structured data joins the graph without a second @context", () => {
  const data = pageStructuredData({ ...page, structuredData: { '@context': 'https://schema.org', '@type': 'Dataset', name: '順位表' } })
  expect(data['@graph']).toEqual([expect.objectContaining({ '@type': 'WebPage' }), { '@type': 'Dataset', name: '順位表' }])
})

test('the breadcrumb list runs from ホーム to the current page, linking all but the last', () => {
  expect(breadcrumbStructuredData(page.crumbs, page.title)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'ホーム', item: 'https://npb-databank.jp/' },
      { '@type': 'ListItem', position: 2, name: '記録', item: 'https://npb-databank.jp/records' },
      { '@type': 'ListItem', position: 3, name: '2025年 順位表' },
    ],
  })
})
