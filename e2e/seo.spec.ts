import { readFileSync } from 'node:fs'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { siteCardFile } from '@/lib/seo/site-card'
import { latestSeason, previousSeason, queryOne, sampleBatterId, sampleGameId, samplePitcherId } from './database'
import { expect, test } from './fixtures'

const SITE_ORIGIN = 'https://npb-databank.jp'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
const pathOf = (url: string) => url.slice(SITE_ORIGIN.length)

test('/sitemap.xml is an index of sitemap files that together list the indexable pages on the site origin', async ({ request }) => {
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-type']).toContain('xml')
  const indexXml = await index.text()
  expect(indexXml).toContain('<sitemapindex')
  const files = locs(indexXml)
  // The site's pages, then the player pages and the game pages, each split at 10,000 a file (lib/seo/sitemap-parts.ts).
  const players = queryOne<{ n: number }>('SELECT COUNT(DISTINCT player_id) AS n FROM (SELECT player_id FROM player_season_batting WHERE pa > 0 UNION SELECT player_id FROM player_season_pitching WHERE bf > 0)').n
  const games = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM games').n
  expect(files).toEqual(Array.from({ length: 1 + Math.ceil(players / 10_000) + Math.ceil(games / 10_000) }, (_, id) => `${SITE_ORIGIN}/sitemaps/sitemap/${id}.xml`))
  const urls: string[] = []
  for (const file of files) {
    const response = await request.get(pathOf(file))
    expect(response.status()).toBe(200)
    const xml = await response.text()
    expect(xml).toContain('<urlset')
    urls.push(...locs(xml))
  }
  expect(urls.length).toBeGreaterThan(100 + players + games)
  expect(urls).toContain(`${SITE_ORIGIN}/games/${sampleGameId(latestSeason())}`)
  expect(urls.filter((url) => !url.startsWith(`${SITE_ORIGIN}/`))).toEqual([])
  expect(new Set(urls).size).toBe(urls.length)
  // The sitemap lists the site's seasons (lib/seasons), whatever the database holds.
  expect(urls).toEqual(expect.arrayContaining([`${SITE_ORIGIN}/`, `${SITE_ORIGIN}/records/season/standings/${DEFAULT_SEASON}`, `${SITE_ORIGIN}/teams/g/info`]))
  expect(urls.filter((url) => /\/(design-system-test|dev\/|component-test)/.test(url))).toEqual([])
  // One page per player, his latest season's career page.
  const season = latestSeason()
  expect(urls).toContain(`${SITE_ORIGIN}/players/${samplePitcherId(season)}/career-pitching/${season}`)
  // A lean sample of the listed pages answers 200: the first, last and middle URL of every file.
  for (const url of [urls[0], urls[Math.floor(urls.length / 2)], urls.at(-1)]) expect((await request.get(pathOf(url ?? ''))).status()).toBe(200)
  expect((await request.get(`/sitemaps/sitemap/${files.length}.xml`)).status()).toBe(404)
})

test('the human sitemap page still renders at /sitemap', async ({ page }) => {
  const response = await page.goto('/sitemap')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'サイトマップ' })).toBeVisible()
})

test('/robots.txt allows the site, disallows /api/ and the development pages, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^User-Agent: \*$/m)
  expect(text).toMatch(/^Allow: \/$/m)
  for (const path of ['/api/', '/design-system-test', '/dev/', '/component-test']) expect(text).toContain(`Disallow: ${path}\n`)
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
})

test('a page carries JSON-LD and an absolute canonical URL and OG image', async ({ page }) => {
  const path = `/records/season/standings/${latestSeason()}`
  await page.goto(path)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts.length).toBeGreaterThan(0)
  for (const text of scripts) expect(JSON.parse(text)).toMatchObject({ '@context': 'https://schema.org' })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${path}`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_ORIGIN}/og-image.png`)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /NPB/)
})

test('the OG image is served as a PNG, the card that says the league is fictional', async ({ request }) => {
  const response = await request.get('/og-image.png')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(Buffer.compare(await response.body(), readFileSync(siteCardFile(true)))).toBe(0)
})

test("a player page's og:image is his own card for the season: a 1200×630 PNG; an unknown player's card is a 404", async ({ page, request }) => {
  const season = latestSeason()
  const batter = sampleBatterId(season)
  const card = `${SITE_ORIGIN}/og/players/${batter}/${season}`
  await page.goto(`/players/${batter}/game-batting/${season}`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card)
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  const name = queryOne<{ name: string }>('SELECT name_kanji AS name FROM players WHERE id = ?', batter).name
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', new RegExp(`^${name}.*${season}年の成績$`))
  for (const id of [batter, samplePitcherId(season)]) {
    const response = await request.get(`/og/players/${id}/${season}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    // Width and height from the PNG's IHDR chunk; a drawn card with Japanese text weighs tens of kilobytes.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(png.length).toBeGreaterThan(15_000)
  }
  expect((await request.get(`/og/players/99999999/${season}`)).status()).toBe(404)
  expect((await request.get(`/og/players/${batter}/1999`)).status()).toBe(404)
  expect((await request.head(`/og/players/${batter}/${season}`)).status()).toBe(200)
  expect((await request.post(`/og/players/${batter}/${season}`)).status()).toBe(405)
})

test("a past season's game is in the sitemap as settled", async ({ request }) => {
  const id = sampleGameId(previousSeason())
  const index = locs(await (await request.get('/sitemap.xml')).text())
  const xml = await (await request.get(pathOf(index.at(-1) ?? ''))).text()
  expect(xml).toMatch(new RegExp(`<loc>${SITE_ORIGIN}/games/${id}</loc>\\s*<changefreq>yearly</changefreq>`))
})

test("a game page carries a SportsEvent and its own card as og:image; the card is a 1200×630 PNG; a malformed or unknown id's card is a 404", async ({ page, request }) => {
  const id = sampleGameId(latestSeason())
  const game = queryOne<{ date: string; home: string; away: string; home_runs: number; away_runs: number; venue: string | null }>(
    'SELECT g.date, g.home, g.away, g.home_runs, g.away_runs, v.name AS venue FROM games g LEFT JOIN venues v ON v.id = g.venue_id WHERE g.id = ?', id)
  await page.goto(`/games/${id}`)
  const card = `${SITE_ORIGIN}/og/games/${id}`
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card)
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  const scripts = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const event = scripts.flatMap((data) => data['@graph'] ?? []).find((node: { '@type'?: string }) => node['@type'] === 'SportsEvent')
  expect(event).toMatchObject({
    url: `${SITE_ORIGIN}/games/${id}`,
    startDate: game.date,
    eventStatus: 'https://schema.org/EventScheduled',
    image: card,
    homeTeam: { '@type': 'SportsTeam', url: `${SITE_ORIGIN}/teams/${game.home}/info` },
    awayTeam: { '@type': 'SportsTeam', url: `${SITE_ORIGIN}/teams/${game.away}/info` },
    description: expect.stringContaining(`${game.away_runs}-${game.home_runs}`),
    ...(game.venue ? { location: { '@type': 'Place', name: game.venue } } : {}),
  })
  const response = await request.get(`/og/games/${id}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  // The site's serving layer sets the cache policy of every page and image alike (a shared cache for 10 minutes).
  expect(response.headers()['cache-control']).toContain('s-maxage=')
  const png = await response.body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  expect(png.length).toBeGreaterThan(15_000)
  expect((await request.get('/og/games/20250101-g-t-01')).status()).toBe(404)
  expect((await request.get('/og/games/not-a-game')).status()).toBe(404)
})
