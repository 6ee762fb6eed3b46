import { renderToStaticMarkup } from 'react-dom/server'
import { listPitchSampleGamesFrom } from '@/lib/data/loaders/pitch-boards/list-pitch-sample-games'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { NoPitchSeason } from './NoPitchSeason'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('real 2025 says in one line that it has no pitch rows and links each 一球速報 sample game to its page', () => {
  const games = readRealDatabase((db) => listPitchSampleGamesFrom(db))
  const html = renderToStaticMarkup(<NoPitchSeason season={2025} games={games} />)
  expect(html).toContain('2025年の試合記録には一球ごとの投球データがない')
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
  expect(links).toEqual(games.map((game) => `/games/${game.id}`))
  expect(links.length).toBeGreaterThan(0)
})
