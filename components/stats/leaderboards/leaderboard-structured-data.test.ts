import { leaderboardStructuredData } from './leaderboard-structured-data'

test('a page of lists is an ItemList of ItemLists of players with absolute URLs to the season of the line (or the last of a career); positions run on through a tie', () => {
  const data = leaderboardStructuredData(
    '通算投手記録',
    [{ title: '通算勝利', order: 'desc', rows: [{ player_id: '1', name: '山田 一郎', last_season: 2025 }, { player_id: '2', name: '佐藤 二郎', season: 2019 }] }],
    'pitching',
  )
  expect(data).toEqual({
    '@type': 'ItemList',
    name: '通算投手記録',
    numberOfItems: 1,
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'ItemList',
          name: '通算勝利',
          itemListOrder: 'https://schema.org/ItemListOrderDescending',
          numberOfItems: 2,
          itemListElement: [
            { '@type': 'ListItem', position: 1, item: { '@type': 'Person', name: '山田 一郎', url: 'https://npb-databank.jp/players/1/career-pitching/2025' } },
            { '@type': 'ListItem', position: 2, item: { '@type': 'Person', name: '佐藤 二郎', url: 'https://npb-databank.jp/players/2/career-pitching/2019' } },
          ],
        },
      },
    ],
  })
})
