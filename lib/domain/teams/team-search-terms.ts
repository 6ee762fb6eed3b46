import type { TeamCode } from './teams'

/**
 * What visitors type for a club beyond the names in TEAMS and TEAM_NAME_ALIASES: readings of the
 * kanji names (a kana or romaji query finds 巨人 by きょじん / kyojin), the fans' one-kanji
 * nicknames (虎, 鷹, 燕 …) and common short forms (ハム, ソフバン, ハマ).
 */
export const TEAM_SEARCH_TERMS: Readonly<Record<TeamCode, readonly string[]>> = {
  g: ['きょじん', 'よみうりじゃいあんつ', 'kyojin'],
  t: ['はんしん', 'はんしんたいがーす', '虎', 'トラ'],
  db: ['よこはま', 'よこはまでぃーえぬえーべいすたーず', 'でぃーえぬえー', 'ベイ', 'ハマ'],
  c: ['ひろしま', 'ひろしまとうようかーぷ', '鯉', 'コイ'],
  s: ['やくると', 'とうきょうやくるとすわろーず', '燕', 'ツバメ'],
  d: ['ちゅうにち', 'ちゅうにちどらごんず', '竜', 'ドラ'],
  h: ['そふとばんく', 'ふくおかそふとばんくほーくす', 'ソフバン', '鷹', 'タカ', 'SB'],
  f: ['にっぽんはむ', 'にほんはむ', 'ほっかいどうにっぽんはむふぁいたーず', 'ハム', 'nipponham', 'nihonham'],
  m: ['ろって', 'ちばろってまりーんず', '鴎', 'カモメ'],
  e: ['らくてん', 'とうほくらくてんごーるでんいーぐるす', '鷲', 'ワシ'],
  bs: ['おりっくす', 'おりっくすばふぁろーず', 'オリ', '檻', 'バファ', 'Buffaloes'],
  l: ['せいぶ', 'さいたませいぶらいおんず', '獅子'],
}
