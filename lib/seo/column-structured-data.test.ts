import { articleStructuredData } from './article-structured-data'
import { definedTermSetStructuredData } from './defined-term-set'

test('a method article is an Article of the site, with absolute URLs, dates and the site card', () => {
  const data = articleStructuredData({ title: 'WPAの求め方', description: '説明', path: '/columns/wpa', published: '2026-11-25', modified: '2026-11-25' })
  expect(data).toMatchObject({
    '@type': 'Article',
    headline: 'WPAの求め方',
    url: 'https://npb-databank.jp/columns/wpa',
    datePublished: '2026-11-25',
    image: 'https://npb-databank.jp/og-image.png',
    publisher: { '@type': 'Organization', name: 'NPBデータバンク' },
  })
})

test('a glossary is a DefinedTermSet whose terms point at their anchors, the English name as alternateName', () => {
  const data = definedTermSetStructuredData({
    name: '用語集',
    path: '/columns/glossary',
    terms: [
      { name: '打率', alternateName: 'AVG', description: '打数あたりの安打の割合。', anchor: 'avg' },
      { name: 'OPS', alternateName: 'OPS', description: '出塁率と長打率の和。', anchor: 'ops' },
    ],
  })
  expect(data['@type']).toBe('DefinedTermSet')
  expect(data.hasDefinedTerm).toEqual([
    expect.objectContaining({ '@type': 'DefinedTerm', name: '打率', alternateName: 'AVG', url: 'https://npb-databank.jp/columns/glossary#avg' }),
    expect.not.objectContaining({ alternateName: 'OPS' }),
  ])
})
