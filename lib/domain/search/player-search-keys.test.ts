import { joinSearchKeys, playerSearchKeys, searchPatterns } from './player-search-keys'
import { searchKey } from './search-key'

test('a player is found by his name, its reading, his romaji in either order, and each romaji word', () => {
  expect(playerSearchKeys({ kanji: '山田 直哉', kana: 'やまだ なおや', romaji: 'Naoya Yamada' })).toEqual({
    whole: ['山田直哉', 'やまだなおや', 'naoyayamada', 'yamadanaoya'],
    inside: ['山田直哉', 'やまだなおや', 'naoya', 'yamada'],
  })
})

test('npb.jp players have no reading; 一球速報-only players have no romaji; a katakana name is its own reading', () => {
  expect(playerSearchKeys({ kanji: '宮﨑 敏郎', kana: null, romaji: 'Toshiro Miyazaki' }).whole).toEqual(['宮崎敏郎', 'toshiromiyazaki', 'miyazakitoshiro'])
  expect(playerSearchKeys({ kanji: 'オスナ', kana: null, romaji: null })).toEqual({ whole: [searchKey('おすな')], inside: [searchKey('おすな')] })
  // One-word romaji reads the same both ways: one key.
  expect(playerSearchKeys({ kanji: 'ヒューズ', kana: 'ひゅーず', romaji: 'Hughes' }).whole).toEqual(['ひゅーず', 'hughes'])
})

test('joined keys: inside keys, a tab, whole keys, each key between line breaks, which no query key holds', () => {
  expect(joinSearchKeys({ inside: ['大谷翔平', 'shohei', 'otani'], whole: ['大谷翔平', 'shoheiotani'] })).toBe('\n大谷翔平\nshohei\notani\n\t\n大谷翔平\nshoheiotani\n')
  expect(searchKey('大谷\n翔平\t')).toBe('大谷翔平')
})

test('LIKE patterns escape %, _ and \\; a query that folds to nothing has none', () => {
  expect(searchPatterns('otani')).toEqual({ begins: '%\notani%', inside: '%otani%\t%', whole: '%\t%\notani\n%' })
  expect(searchPatterns('%_\\')).toEqual({ begins: '%\n\\%\\_\\\\%', inside: '%\\%\\_\\\\%\t%', whole: '%\t%\n\\%\\_\\\\\n%' })
  expect(searchPatterns('')).toBeNull()
})
