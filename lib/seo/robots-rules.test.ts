import robots from '@/app/robots'
import { isIndexablePath } from './non-indexable'
import { robotsRules } from './robots-rules'

test('robots allow everything but the API and the development pages, and name the XML sitemap', () => {
  expect(robotsRules()).toEqual({
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/design-system-test', '/dev/', '/component-test'] },
    sitemap: 'https://npb-databank.jp/sitemap.xml',
  })
  expect(robots()).toEqual(robotsRules())
})

test('only development pages are non-indexable', () => {
  expect(['/design-system-test', '/dev/renderers', '/component-test'].map(isIndexablePath)).toEqual([false, false, false])
  expect(['/', '/developers', '/sitemap', '/records/season/standings/2025'].map(isIndexablePath)).toEqual([true, true, true, true])
})
