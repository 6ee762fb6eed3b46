import { gameSitemapEntry } from './game-sitemap-entry'

test('a game page is listed by its absolute URL; a past season’s game is settled, the current season’s daily', () => {
  expect(gameSitemapEntry({ id: '20240329-g-t-01', season: 2024 })).toEqual({ url: 'https://npb-databank.jp/games/20240329-g-t-01', changeFrequency: 'yearly', priority: 0.7 })
  expect(gameSitemapEntry({ id: '20250601-db-c-01', season: 2025 }).changeFrequency).toBe('daily')
})
