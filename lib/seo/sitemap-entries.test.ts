import sitemap, { generateSitemaps } from '@/app/sitemaps/sitemap'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { COLUMN_SLUGS } from '@/lib/route-params'
import { DEFAULT_SEASON, SEASONS } from '@/lib/seasons'
import { expandPattern, listSitemapEntries } from './sitemap-entries'

const urls = listSitemapEntries().map((entry) => entry.url)
const paths = urls.map((url) => new URL(url).pathname)

test('every URL is absolute https on the site origin, listed once', () => {
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) expect(url).toMatch(/^https:\/\/npb-databank\.jp\//)
  expect(new Set(urls).size).toBe(urls.length)
})

test('the static pages of the route table are listed, including the human sitemap and the simulation tools', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/records/titles', '/records/career/countdown', '/sitemap', '/releases']))
  expect(paths).toEqual(expect.arrayContaining(['/simulation/championship', '/simulation/growth-curve', '/simulation/matchup', '/simulation/score-streaming']))
})

test('season pages are listed for every known season and both leagues', () => {
  expect(paths).toEqual(expect.arrayContaining(['/records/season/standings/2025', '/records/season/standings/2016', '/records/season/standings/2024/pacific']))
  expect(paths.filter((path) => /^\/records\/season\/players\/batting\/\d{4}$/.test(path))).toHaveLength(SEASONS.length)
})

test('team pages are listed for all 12 teams', () => {
  expect(TEAM_CODES).toHaveLength(12)
  for (const team of TEAM_CODES) expect(paths).toEqual(expect.arrayContaining([`/teams/${team}/info`, `/teams/${team}/batting/2025`]))
})

test('the glossary and every method article are listed', () => {
  expect(paths).toEqual(expect.arrayContaining(['/columns', '/columns/glossary', ...COLUMN_SLUGS.map((slug) => `/columns/${slug}`)]))
})

test('development and test pages, player and game ids are left out', () => {
  expect(paths.filter((path) => /^\/(design-system-test|dev\/|component-test)/.test(path))).toEqual([])
  expect(paths.filter((path) => /^\/(players|games)\/\d/.test(path))).toEqual([])
})

test('a pattern expands over the values of its parameters, or not at all for unlisted ones', () => {
  expect(expandPattern('/records/titles/:titleType')).toContain('/records/titles/sawamura')
  expect(expandPattern('/records/season/standings/:season/:league')).toHaveLength(SEASONS.length * 2)
  expect(expandPattern('/games/:gameId')).toEqual([])
})

test('past seasons change yearly; the current season daily', () => {
  const entry = (path: string) => listSitemapEntries().find((item) => item.url === `https://npb-databank.jp${path}`)
  expect(entry('/records/season/standings/2023')?.changeFrequency).toBe('yearly')
  expect(entry('/records/season/standings/2025')?.changeFrequency).toBe('daily')
  expect(entry('/')?.priority).toBe(1)
})

test('app/sitemaps/sitemap.ts serves these entries in file 0, then a page per player, then a page per game when a database is built', async () => {
  const parts = await generateSitemaps()
  const entries = listSitemapEntries()
  expect(parts[0]).toEqual({ id: 0 })
  expect(await sitemap({ id: Promise.resolve('0') })).toEqual(entries)
  const served = []
  for (const { id } of parts.slice(1)) served.push(...(await sitemap({ id: Promise.resolve(String(id)) })))
  const player = /^https:\/\/npb-databank\.jp\/players\/\d+\/career-(batting|pitching)\/\d{4}$/
  const game = /^https:\/\/npb-databank\.jp\/games\/(\d{4})\d{4}-[a-z]{1,2}-[a-z]{1,2}-\d{2}$/
  const kinds = served.map((entry) => (player.test(entry.url) ? 'players' : game.test(entry.url) ? 'games' : entry.url))
  // Each list in one run of files, players first; nothing when no database was built.
  expect(['players,games', '']).toContain(kinds.filter((kind, index) => kind !== kinds[index - 1]).join(','))
  // A game's season is in its id: past seasons settled, the current one daily.
  const frequencies = served.flatMap((entry) => {
    const season = game.exec(entry.url)?.[1]
    return season ? [[entry.changeFrequency, Number(season) < DEFAULT_SEASON ? 'yearly' : 'daily']] : []
  })
  expect(frequencies.filter(([listed, expected]) => listed !== expected)).toEqual([])
  expect(await sitemap({ id: Promise.resolve('999') })).toEqual([])
})
