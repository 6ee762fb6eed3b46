/** The loading messages of the site spec (§2), one per kind of content. */
export const LOADING_MESSAGES = {
  page: 'ページを読み込んでいます…',
  data: 'データを読み込んでいます…',
  gameData: '試合データを読み込んでいます…',
  playerData: '選手データを読み込んでいます…',
  stats: '成績を読み込んでいます…',
  gameResults: '試合結果を読み込んでいます…',
  standings: '順位表を読み込んでいます…',
} as const

export type LoadingMessageKey = keyof typeof LOADING_MESSAGES
