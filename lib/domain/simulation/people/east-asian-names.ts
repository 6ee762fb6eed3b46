type HanRow = readonly [kanji: string, kana: string, romaji: string]

export type HanNamePart = { kanji: string; kana: string; romaji: string }

function toParts(rows: readonly HanRow[]): readonly HanNamePart[] {
  return rows.map(([kanji, kana, romaji]) => ({ kanji, kana, romaji }))
}

/*
 * NPB registers Korean and Taiwanese players under their Han-character names (李 大浩,
 * 王 柏融) and reads them in the home language, not in Japanese on'yomi; the kana here
 * follow those readings. Romaji use each country's usual spelling without hyphens.
 */

export const KOREAN_SURNAMES = toParts([
  ['金', 'きむ', 'Kim'],
  ['李', 'い', 'Lee'],
  ['朴', 'ぱく', 'Park'],
  ['崔', 'ちぇ', 'Choi'],
  ['鄭', 'ちょん', 'Jung'],
  ['姜', 'かん', 'Kang'],
  ['趙', 'ちょ', 'Cho'],
  ['尹', 'ゆん', 'Yoon'],
  ['呉', 'お', 'Oh'],
  ['韓', 'はん', 'Han'],
])

export const KOREAN_GIVEN_NAMES = toParts([
  ['賢洙', 'ひょんす', 'Hyunsoo'],
  ['志勲', 'ちふん', 'Jihoon'],
  ['成民', 'そんみん', 'Seongmin'],
  ['民俊', 'みんじゅん', 'Minjun'],
  ['英洙', 'よんす', 'Youngsoo'],
  ['相佑', 'さんう', 'Sangwoo'],
  ['東旭', 'とんうく', 'Dongwook'],
  ['承佑', 'すんう', 'Seungwoo'],
  ['在勲', 'ちぇふん', 'Jaehoon'],
])

export const TAIWANESE_SURNAMES = toParts([
  ['陳', 'ちぇん', 'Chen'],
  ['林', 'りん', 'Lin'],
  ['王', 'わん', 'Wang'],
  ['張', 'ちゃん', 'Chang'],
  ['黄', 'ほあん', 'Huang'],
  ['劉', 'りゅう', 'Liu'],
  ['蔡', 'つぁい', 'Tsai'],
  ['楊', 'やん', 'Yang'],
  ['郭', 'くお', 'Kuo'],
])

export const TAIWANESE_GIVEN_NAMES = toParts([
  ['冠宇', 'ぐぁんゆー', 'Kuanyu'],
  ['家豪', 'ちゃーはお', 'Chiahao'],
  ['志偉', 'ちーうぇい', 'Chihwei'],
  ['建民', 'じぇんみん', 'Chienming'],
  ['柏融', 'ぼーろん', 'Pojung'],
  ['子豪', 'つーはお', 'Tzuhao'],
  ['俊傑', 'じゅんじぇ', 'Chunchieh'],
])
