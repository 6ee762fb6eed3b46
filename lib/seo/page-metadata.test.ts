import { SITE_DESCRIPTION } from '@/lib/site'
import { toNextMetadata } from './next-metadata'
import { DEFAULT_PAGE_TITLE, buildPageMetadata, documentTitle, resetPageMetadata, updatePageMetadata } from './page-metadata'

const standings = { '@context': 'https://schema.org', '@type': 'Dataset', name: '2025年 順位表' }

test('the defaults: site title and description, website OG type, the 1200×630 card, home canonical', () => {
  expect(resetPageMetadata()).toEqual({
    title: DEFAULT_PAGE_TITLE,
    description: SITE_DESCRIPTION,
    keywords: expect.arrayContaining(['NPB', 'プロ野球']),
    ogType: 'website',
    ogImage: { url: 'https://npb-databank.jp/og-image.png', width: 1200, height: 630, alt: 'NPBデータバンク' },
    structuredData: null,
    canonical: 'https://npb-databank.jp/',
  })
})

test('building fills what the input leaves out from the defaults and makes URLs absolute', () => {
  const metadata = buildPageMetadata({ title: '順位表', canonical: '/records/season/standings/2025', structuredData: standings })
  expect(metadata).toMatchObject({ title: '順位表', description: SITE_DESCRIPTION, ogType: 'website', structuredData: standings })
  expect(metadata.canonical).toBe('https://npb-databank.jp/records/season/standings/2025')
  expect(metadata.ogImage.url).toBe('https://npb-databank.jp/og-image.png')
})

test('an absolute canonical or image URL is kept as given', () => {
  const metadata = buildPageMetadata({ canonical: 'https://example.com/a', ogImage: { url: 'https://cdn.example.com/b.png', width: 800 } })
  expect(metadata.canonical).toBe('https://example.com/a')
  expect(metadata.ogImage).toEqual({ url: 'https://cdn.example.com/b.png', width: 800 })
})

test('updating changes only the fields the patch sets and leaves the original untouched', () => {
  const original = buildPageMetadata({ title: '順位表', keywords: ['順位'], structuredData: standings })
  const updated = updatePageMetadata(original, { description: '新しい説明', ogType: 'article' })
  expect(updated).toEqual({ ...original, description: '新しい説明', ogType: 'article' })
  expect(original.description).toBe(SITE_DESCRIPTION)
})

test('updating with structuredData null clears it; keywords are replaced, not merged', () => {
  const original = buildPageMetadata({ keywords: ['順位'], structuredData: standings })
  const updated = updatePageMetadata(original, { keywords: ['打撃'], structuredData: null })
  expect(updated.keywords).toEqual(['打撃'])
  expect(updated.structuredData).toBeNull()
})

test('resetting after updates gives the defaults again', () => {
  const changed = updatePageMetadata(buildPageMetadata({ title: 'x', ogImage: '/x.png' }), { canonical: '/x' })
  expect(changed).not.toEqual(resetPageMetadata())
  expect(resetPageMetadata()).toEqual(buildPageMetadata({}))
})

test('the default title already names the site; other titles get the site suffix', () => {
  expect(documentTitle(resetPageMetadata())).toBe(DEFAULT_PAGE_TITLE)
  expect(documentTitle(buildPageMetadata({ title: '順位表' }))).toBe('順位表 | NPBデータバンク')
  expect(toNextMetadata(resetPageMetadata()).title).toEqual({ absolute: DEFAULT_PAGE_TITLE })
  expect(toNextMetadata(buildPageMetadata({ title: '順位表' })).title).toBe('順位表')
})
