import { devices } from '@playwright/test'
import { latestSeason } from './database'
import { expect, test } from './fixtures'

/**
 * The user agents of the places Japanese readers share links, as each one sends them. Link
 * previewers read `<head>` alone, so what they need must be there before `</head>`. Sources:
 * LINE — dev.classmethod.jp/articles/liff-vs-line-inappbrowser-user-agent (in-app browser) and
 * pastebin.com/MHLPZCNY (its preview fetcher); Hatena — crawlerdex.tn3w.dev/Hatena; Misskey —
 * misskey-dev/summaly's DEFAULT_BOT_UA; Mastodon — javahippie.net "Clickbaiting Mastodon instances";
 * Bluesky — the Cardyb string in ua-parser-js' bot tests; Discord — the Discordbot/2.0 string unfurl
 * projects match; Googlebot — gist.github.com/moaiandin (smartphone); Bingbot — the format on
 * bing.com/webmaster/help/which-crawlers-does-bing-use, version from crawlconsole.com/web-crawlers/bingbot;
 * Yahoo! JAPAN — webmasterworld.com/search_engine_spiders/5091764 (Y!J-WSC).
 */
const USER_AGENTS: Readonly<Record<string, string>> = {
  'LINE in-app browser':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.12.1',
  'LINE link preview': 'facebookexternalhit/1.1;line-poker/1.0',
  'Hatena crawler': 'Hatena::Russia::Crawler/0.01',
  'Hatena Bookmark': 'HatenaBookmark/4.0 (Hatena::Bookmark; Analyzer)',
  Misskey: 'Mozilla/5.0 (compatible; SummalyBot/5.2.1)',
  Mastodon: 'http.rb/5.1.0 (Mastodon/4.0.2; +https://freiburg.social/) Bot',
  Bluesky: 'Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)',
  Discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  Googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Bingbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Yahoo! JAPAN': 'Mozilla/5.0 (compatible; Y!J-WSC/1.0; +https://yahoo.jp/3BSZgF)',
  // Browsers, from Playwright's device registry.
  'desktop Chrome': devices['Desktop Chrome'].userAgent,
  'iPhone Safari': devices['iPhone 15'].userAgent,
}

/** What a link card is drawn from; each must sit in `<head>` with a value. */
const HEAD_TAGS: ReadonlyArray<readonly [string, RegExp]> = [
  ['title', /<title>[^<]+<\/title>/],
  ['description', /<meta name="description" content="[^"]+"/],
  ['canonical', /<link rel="canonical" href="https:\/\/[^"]+"/],
  ['og:title', /<meta property="og:title" content="[^"]+"/],
  ['og:description', /<meta property="og:description" content="[^"]+"/],
  ['og:image', /<meta property="og:image" content="https:\/\/[^"]+"/],
  ['og:url', /<meta property="og:url" content="https:\/\/[^"]+"/],
  ['twitter:card', /<meta name="twitter:card" content="[^"]+"/],
]

// Home, a season page of each streamed kind, a title page and a column.
const pages = () => {
  const season = latestSeason()
  return ['/', `/records/season/standings/${season}`, `/records/season/players/batting/${season}`, '/records/titles/best_nine', '/columns/glossary']
}

for (const [name, userAgent] of Object.entries(USER_AGENTS)) {
  test(`${name} gets the title, description, canonical and card tags in <head>, and one <title>`, async ({ request }) => {
    for (const path of pages()) {
      const response = await request.get(path, { headers: { 'user-agent': userAgent } })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const headEnd = html.indexOf('</head>')
      expect(headEnd, `${path}: </head>`).toBeGreaterThan(0)
      const head = html.slice(0, headEnd)
      const missing = HEAD_TAGS.filter(([, pattern]) => !pattern.test(head)).map(([tag]) => tag)
      expect(missing, `${path}: tags missing from <head>`).toEqual([])
      expect(html.match(/<title>/g) ?? [], `${path}: <title> elements`).toHaveLength(1)
    }
  })
}

test('the router’s own requests keep the prerendered shell: a browser’s segment prefetch is served from it', async ({ request }) => {
  const response = await request.get(`/records/season/standings/${latestSeason()}`, {
    headers: { 'user-agent': devices['Desktop Chrome'].userAgent, rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['x-nextjs-prerender']).toBe('1')
})
