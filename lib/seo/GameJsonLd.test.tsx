import { renderToStaticMarkup } from 'react-dom/server'
import { GameJsonLd } from './GameJsonLd'
import { SAMPLE_GAME } from './sample-game.fixture'

test('a game page renders one JSON-LD script: its WebPage and the game as a SportsEvent in one graph', () => {
  const page = { title: '2025年6月1日 広島 vs DeNA 3-2 試合結果', description: '説明', path: '/games/20250601-db-c-01', crumbs: [{ label: '試合結果', href: '/game-results' }] }
  const html = renderToStaticMarkup(<GameJsonLd game={SAMPLE_GAME} page={page} />)
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null'))
  expect(scripts).toHaveLength(1)
  expect(scripts[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', url: 'https://npb-databank.jp/games/20250601-db-c-01', name: page.title },
      { '@type': 'SportsEvent', '@id': 'https://npb-databank.jp/games/20250601-db-c-01#game', startDate: '2025-06-01' },
    ],
  })
  expect(scripts[0]['@graph'][1]).not.toHaveProperty('@context')
})
