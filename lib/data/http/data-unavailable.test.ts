import { unavailable } from './api-error'
import { dataUnavailableHtml, dataUnavailablePage } from './data-unavailable'

test('the API says the data is being prepared, in Japanese and English, with a 503 that is never cached', async () => {
  const response = unavailable()
  expect(response.status).toBe(503)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.get('Retry-After')).toBe('60')
  expect(await response.json()).toEqual({
    error: {
      code: 'database_unavailable',
      message: 'ただいま成績データを準備しています。しばらくしてから、もう一度お試しください。',
      message_en: 'the data is being prepared; try again later',
    },
  })
})

test('the page is a whole HTML document in Japanese: title, heading, what to do, and the way home', async () => {
  const response = dataUnavailablePage()
  expect(response.status).toBe(503)
  expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const html = await response.text()
  expect(html).toBe(dataUnavailableHtml())
  expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="ja">/)
  expect(html).toContain('<title>データを準備中です | NPBデータバンク</title>')
  expect(html).toContain('<h1>データを準備中です</h1>')
  expect(html).toContain('しばらくしてから、もう一度お試しください。')
  expect(html).toContain('<a href="/">トップページへ</a>')
  expect(html).toContain('<meta name="robots" content="noindex">')
  expect(html).not.toContain('ページが見つかりません')
})
