import { renderToString } from 'react-dom/server'
import { simDatabasePath } from '@/lib/data/testing/sim-database'

const kB = (text: string) => Buffer.byteLength(text) / 1024

/** The pages read the simulated 2024–2025 league through the loaders, as a server would. */
async function pages() {
  process.env.NPB_DB_PATH = simDatabasePath()
  const { default: ClubPage } = await import('@/app/teams/starting-lineup/[season]/[teamId]/page')
  const { ClubPicker } = await import('./ClubPicker')
  const club = async (season: string, teamId: string) => renderToString(await ClubPage({ params: Promise.resolve({ season, teamId }), searchParams: Promise.resolve({}) }))
  const picker = async (query: Record<string, string | string[]>) => renderToString(await ClubPicker({ searchParams: Promise.resolve(query) }))
  return { club, picker }
}

const hrefs = (html: string, prefix: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '').filter((href) => href.startsWith(prefix))

test('a club’s season page: one h1, the three most-used lineups, the slot table and a grid row per game; its body within 135 kB of HTML', async () => {
  const { club } = await pages()
  const html = await club('2025', 'g')
  expect(html.match(/<h1/g)).toHaveLength(1)
  expect(html).toContain('2025年 巨人 スタメン')
  expect(html.match(/最も多く使ったオーダーは\d+試合/g)).toHaveLength(3)
  const grid = html.slice(html.indexOf('<section aria-labelledby="games"'))
  expect(grid.split('<tr>').length - 1).toBe(143)
  expect(hrefs(grid, '/games/')).toHaveLength(143)
  expect(hrefs(html, '/teams/starting-lineup/')).toEqual(['/teams/starting-lineup/2025/g', '/teams/starting-lineup/2024/g'])
  // Measured: 131 kB of HTML (grid 114 kB); the RSC payload adds the grid's 10 kB of props and the rest's element trees.
  console.log(`/teams/starting-lineup/2025/g body: HTML ${kB(html).toFixed(1)} kB, of which the grid ${kB(grid).toFixed(1)} kB`)
  expect(kB(html)).toBeLessThan(135)
})

test('a season without the club’s games is not found', async () => {
  const { club } = await pages()
  await expect(club('2016', 'g')).rejects.toMatchObject({ digest: expect.stringContaining('404') })
})

test('the index: the latest season’s 12 club links by league; ?season= picks another; a bad value falls back quietly', async () => {
  const { picker } = await pages()
  const latest = await picker({})
  expect(latest).toContain('セ・リーグ（2025年）')
  expect(hrefs(latest, '/teams/starting-lineup/')).toEqual(['g', 't', 'db', 'c', 's', 'd', 'h', 'f', 'm', 'e', 'bs', 'l'].map((team) => `/teams/starting-lineup/2025/${team}`))
  expect(hrefs(latest, '/teams/starting-lineup?')).toEqual(['/teams/starting-lineup?season=2024'])
  expect(hrefs(await picker({ season: '2024' }), '/teams/starting-lineup/2024/')).toHaveLength(12)
  // An unknown season, a season outside the data, a word: the latest; a repeated key: its first value.
  const cases: [string | string[], number][] = [['1999', 2025], ['2016', 2025], ['abc', 2025], [['2024', '2025'], 2024]]
  for (const [season, expected] of cases) expect([season, hrefs(await picker({ season }), '/teams/starting-lineup/')[0]]).toEqual([season, `/teams/starting-lineup/${expected}/g`])
})
