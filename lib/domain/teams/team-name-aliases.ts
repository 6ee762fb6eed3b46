import type { TeamCode } from './teams'

/**
 * Names the clubs go by in data files, beyond TEAMS' own fullName / shortName / abbreviation:
 * English forms from npb.jp's English pages (with and without city, and as the scrapers glue
 * them: "YomiuriGiants", "Fukuoka SoftBankHawks"), and older or informal Japanese forms. Matching
 * ignores case, width, spaces and punctuation, so each form is written once here.
 */
export const TEAM_NAME_ALIASES: Readonly<Record<TeamCode, readonly string[]>> = {
  g: ['Yomiuri Giants', 'Yomiuri', 'Giants', '読売', 'ジャイアンツ'],
  t: ['Hanshin Tigers', 'Hanshin', 'Tigers', 'タイガース'],
  db: ['Yokohama DeNA BayStars', 'DeNA BayStars', 'Yokohama BayStars', 'BayStars', 'DeNA', 'Yokohama', '横浜', '横浜DeNA', '横浜ベイスターズ', 'ベイスターズ'],
  c: ['Hiroshima Toyo Carp', 'Hiroshima Carp', 'Hiroshima', 'Carp', '広島東洋', 'カープ'],
  s: ['Tokyo Yakult Swallows', 'Yakult Swallows', 'Yakult', 'Swallows', '東京ヤクルト', 'ヤクルトスワローズ', 'スワローズ'],
  d: ['Chunichi Dragons', 'Chunichi', 'Dragons', 'ドラゴンズ'],
  h: ['Fukuoka SoftBank Hawks', 'SoftBank Hawks', 'SoftBank', 'Hawks', '福岡ソフトバンク', 'ソフトバンクホークス', 'ホークス'],
  f: ['Hokkaido Nippon-Ham Fighters', 'Nippon-Ham Fighters', 'Nippon-Ham', 'Fighters', '北海道日本ハム', '日本ハムファイターズ', 'ファイターズ', '日ハム'],
  m: ['Chiba Lotte Marines', 'Lotte Marines', 'Lotte', 'Marines', '千葉ロッテ', 'ロッテマリーンズ', 'マリーンズ'],
  e: ['Tohoku Rakuten Golden Eagles', 'Rakuten Golden Eagles', 'Rakuten Eagles', 'Rakuten', 'Golden Eagles', 'Eagles', '東北楽天', '楽天イーグルス', 'イーグルス'],
  bs: ['ORIX Buffaloes', 'ORIX', 'Buffaloes', 'オリックスバファローズ', 'バファローズ'],
  l: ['Saitama Seibu Lions', 'Seibu Lions', 'Seibu', 'Lions', '埼玉西武', '西武ライオンズ', 'ライオンズ'],
}

/** Farm-league clubs outside NPB's twelve (Eastern / Western League since 2024): not a TeamCode. */
export const NON_NPB_CLUB_NAMES: readonly string[] = ['HAYATE Ventures Shizuoka', 'HAYATE Ventures', 'くふうハヤテベンチャーズ静岡', 'くふうハヤテ', 'ハヤテ', 'Oisix Niigata Albirex BC', 'Oisix Albirex', 'オイシックス新潟アルビレックスBC', 'オイシックス']
