import { katakanaToHiragana } from './katakana-to-hiragana'

test('katakana becomes hiragana, small kana included', () => {
  expect(katakanaToHiragana('マルティネス')).toBe('まるてぃねす')
  expect(katakanaToHiragana('ヒューズ')).toBe('ひゅーず')
})

test('the long-vowel mark, spaces and hiragana pass through unchanged', () => {
  expect(katakanaToHiragana('ゲレーロ')).toBe('げれーろ')
  expect(katakanaToHiragana('さとう しょうた')).toBe('さとう しょうた')
})
