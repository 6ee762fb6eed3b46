import { sitemapIndexXml, sitemapPartById, sitemapPartPath, sitemapParts, URLS_PER_SITEMAP } from './sitemap-parts'

describe('sitemapParts', () => {
  test('664 players and 8,789 games on the simulated league: one file of pages, one of players, one of games', () => {
    expect(sitemapParts({ pages: 480, players: 664, games: 8_789 })).toEqual([
      { id: 0, source: 'pages', start: 0, end: 480 },
      { id: 1, source: 'players', start: 0, end: 664 },
      { id: 2, source: 'games', start: 0, end: 8_789 },
    ])
  })

  test('25,001 player pages take three files of at most 10,000: 10,000 + 10,000 + 1', () => {
    const players = sitemapParts({ pages: 480, players: 25_001, games: 0 }).filter((part) => part.source === 'players')
    expect(players).toEqual([
      { id: 1, source: 'players', start: 0, end: 10_000 },
      { id: 2, source: 'players', start: 10_000, end: 20_000 },
      { id: 3, source: 'players', start: 20_000, end: 25_001 },
    ])
  })

  test('every file stays well below the protocol’s 50,000 URLs, and the files cover each list exactly once', () => {
    const parts = sitemapParts({ pages: 12_345, players: 123_456, games: 20_001 })
    for (const part of parts) expect(part.end - part.start).toBeLessThanOrEqual(URLS_PER_SITEMAP)
    const covered = (source: string) => parts.filter((part) => part.source === source).reduce((sum, part) => sum + part.end - part.start, 0)
    expect([covered('pages'), covered('players'), covered('games')]).toEqual([12_345, 123_456, 20_001])
    expect(parts.map((part) => part.id)).toEqual(parts.map((_, index) => index))
  })

  test('the games follow the last player file: 10,001 players and 10,001 games take files 1–2 and 3–4', () => {
    const parts = sitemapParts({ pages: 480, players: 10_001, games: 10_001 })
    expect(parts.map((part) => [part.id, part.source, part.end - part.start])).toEqual([
      [0, 'pages', 480],
      [1, 'players', 10_000],
      [2, 'players', 1],
      [3, 'games', 10_000],
      [4, 'games', 1],
    ])
  })

  test('without a database there are no player or game files, and the pages keep file 0', () => {
    expect(sitemapParts({ pages: 0, players: 0, games: 0 })).toEqual([{ id: 0, source: 'pages', start: 0, end: 0 }])
  })
})

test('sitemapPartById takes the id as Next passes it (a string); unknown ids are null', () => {
  const parts = sitemapParts({ pages: 10, players: 10, games: 10 })
  expect(sitemapPartById(parts, '1')).toEqual({ id: 1, source: 'players', start: 0, end: 10 })
  expect(sitemapPartById(parts, '2')).toEqual({ id: 2, source: 'games', start: 0, end: 10 })
  expect(sitemapPartById(parts, '3')).toBeNull()
  expect(sitemapPartById(parts, 'x')).toBeNull()
})

test('the index names every part by absolute URL on the site origin', () => {
  const xml = sitemapIndexXml(sitemapParts({ pages: 10, players: 10, games: 0 }))
  expect(sitemapPartPath({ id: 1 })).toBe('/sitemaps/sitemap/1.xml')
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(['https://npb-databank.jp/sitemaps/sitemap/0.xml', 'https://npb-databank.jp/sitemaps/sitemap/1.xml'])
})
