import { pageMetadata } from './metadata'

test('page metadata carries title, description, canonical path and the default OG card', () => {
  const metadata = pageMetadata({ title: '2025年 順位表', description: '順位表の説明', path: '/records/season/standings/2025' })
  expect(metadata.title).toBe('2025年 順位表')
  expect(metadata.alternates?.canonical).toBe('/records/season/standings/2025')
  expect(metadata.openGraph).toMatchObject({ type: 'website', locale: 'ja_JP', url: '/records/season/standings/2025', images: [{ url: '/og-image.png', width: 1200, height: 630 }] })
  expect(metadata.robots).toBeUndefined()
})

test('development pages ask not to be indexed', () => {
  expect(pageMetadata({ title: 't', description: 'd', path: '/dev/renderers', noindex: true }).robots).toEqual({ index: false, follow: false })
})
