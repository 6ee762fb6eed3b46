import type { League, TeamCode } from './team-codes'

export { isTeamCode, LEAGUE_NAMES, TEAM_CODES, type League, type TeamCode } from './team-codes'

export type Team = {
  id: TeamCode
  numericId: string
  fullName: string
  shortName: string
  abbreviation: string
  league: League
  homeStadium: string
  founded: number
  mascot: string
}

/** Facts as published by the clubs and NPB; numericId follows the site's listing order. */
export const TEAMS: readonly Team[] = [
  { id: 'g', numericId: '1', fullName: '読売ジャイアンツ', shortName: '巨人', abbreviation: '巨', league: 'central', homeStadium: '東京ドーム', founded: 1934, mascot: 'ジャビット' },
  { id: 't', numericId: '2', fullName: '阪神タイガース', shortName: '阪神', abbreviation: '神', league: 'central', homeStadium: '阪神甲子園球場', founded: 1935, mascot: 'トラッキー' },
  { id: 'db', numericId: '3', fullName: '横浜DeNAベイスターズ', shortName: 'DeNA', abbreviation: 'デ', league: 'central', homeStadium: '横浜スタジアム', founded: 1949, mascot: 'DB.スターマン' },
  { id: 'c', numericId: '4', fullName: '広島東洋カープ', shortName: '広島', abbreviation: '広', league: 'central', homeStadium: 'MAZDA Zoom-Zoom スタジアム広島', founded: 1949, mascot: 'スラィリー' },
  { id: 's', numericId: '5', fullName: '東京ヤクルトスワローズ', shortName: 'ヤクルト', abbreviation: 'ヤ', league: 'central', homeStadium: '明治神宮野球場', founded: 1950, mascot: 'つば九郎' },
  { id: 'd', numericId: '6', fullName: '中日ドラゴンズ', shortName: '中日', abbreviation: '中', league: 'central', homeStadium: 'バンテリンドーム ナゴヤ', founded: 1936, mascot: 'ドアラ' },
  { id: 'h', numericId: '7', fullName: '福岡ソフトバンクホークス', shortName: 'ソフトバンク', abbreviation: 'ソ', league: 'pacific', homeStadium: 'みずほPayPayドーム福岡', founded: 1938, mascot: 'ハリーホーク' },
  { id: 'f', numericId: '8', fullName: '北海道日本ハムファイターズ', shortName: '日本ハム', abbreviation: '日', league: 'pacific', homeStadium: 'エスコンフィールドHOKKAIDO', founded: 1946, mascot: 'フレップ・ザ・フォックス' },
  { id: 'm', numericId: '9', fullName: '千葉ロッテマリーンズ', shortName: 'ロッテ', abbreviation: 'ロ', league: 'pacific', homeStadium: 'ZOZOマリンスタジアム', founded: 1950, mascot: 'マーくん' },
  { id: 'e', numericId: '10', fullName: '東北楽天ゴールデンイーグルス', shortName: '楽天', abbreviation: '楽', league: 'pacific', homeStadium: '楽天モバイルパーク宮城', founded: 2004, mascot: 'クラッチ' },
  { id: 'bs', numericId: '11', fullName: 'オリックス・バファローズ', shortName: 'オリックス', abbreviation: 'オ', league: 'pacific', homeStadium: '京セラドーム大阪', founded: 1936, mascot: 'バファローブル' },
  { id: 'l', numericId: '12', fullName: '埼玉西武ライオンズ', shortName: '西武', abbreviation: '西', league: 'pacific', homeStadium: 'ベルーナドーム', founded: 1950, mascot: 'レオ' },
]


/** Total lookup for codes already validated as TeamCode. */
export const TEAM_BY_CODE = Object.fromEntries(TEAMS.map((team) => [team.id, team])) as Readonly<Record<TeamCode, Team>>

export function getTeamByCode(code: string): Team | null {
  return TEAMS.find((team) => team.id === code) ?? null
}

export function getTeamByNumericId(numericId: string): Team | null {
  return TEAMS.find((team) => team.numericId === numericId) ?? null
}

export function getTeamByFullName(fullName: string): Team | null {
  return TEAMS.find((team) => team.fullName === fullName) ?? null
}

export function listTeamsByLeague(league: League): Team[] {
  return TEAMS.filter((team) => team.league === league)
}
