import { pageMetadata } from './metadata'

test('page metadata carries title, description, canonical URL and the default OG card', () => {
  const metadata = pageMetadata({ title: '2025年 順位表', description: '順位表の説明', path: '/records/season/standings/2025' })
  expect(metadata.title).toBe('2025年 順位表')
  expect(metadata.description).toBe('順位表の説明')
  expect(metadata.alternates?.canonical).toBe('https://npb-databank.jp/records/season/standings/2025')
  expect(metadata.openGraph).toMatchObject({
    type: 'website',
    locale: 'ja_JP',
    title: '2025年 順位表 | NPBデータバンク',
    url: 'https://npb-databank.jp/records/season/standings/2025',
    images: [{ url: 'https://npb-databank.jp/og-image.png', width: 1200, height: 630 }],
  })
  expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['https://npb-databank.jp/og-image.png'] })
  expect(metadata.keywords).toContain('NPB')
  expect(metadata.robots).toBeUndefined()
})

test('development pages ask not to be indexed', () => {
  expect(pageMetadata({ title: 't', description: 'd', path: '/dev/renderers', noindex: true }).robots).toEqual({ index: false, follow: false })
})

test('a page may set its own keywords, OG type and OG image', () => {
  const metadata = pageMetadata({
    title: '選手',
    description: 'd',
    path: '/players/41045138/career-batting/2025',
    keywords: ['選手成績'],
    ogType: 'profile',
    ogImage: '/players/41045138/card.png',
  })
  expect(metadata.keywords).toEqual(['選手成績'])
  expect(metadata.openGraph).toMatchObject({ type: 'profile', images: [{ url: 'https://npb-databank.jp/players/41045138/card.png' }] })
})
