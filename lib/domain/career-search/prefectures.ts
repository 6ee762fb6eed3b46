/** The 47 prefectures in JIS X 0401 order (北海道 01 … 沖縄県 47), as hometowns are written. */
export const PREFECTURES = [
  '北海道', '青森県', '岩手県', '宮城県', '秋田県', '山形県', '福島県',
  '茨城県', '栃木県', '群馬県', '埼玉県', '千葉県', '東京都', '神奈川県',
  '新潟県', '富山県', '石川県', '福井県', '山梨県', '長野県', '岐阜県', '静岡県', '愛知県',
  '三重県', '滋賀県', '京都府', '大阪府', '兵庫県', '奈良県', '和歌山県',
  '鳥取県', '島根県', '岡山県', '広島県', '山口県',
  '徳島県', '香川県', '愛媛県', '高知県',
  '福岡県', '佐賀県', '長崎県', '熊本県', '大分県', '宮崎県', '鹿児島県', '沖縄県',
] as const
export type Prefecture = (typeof PREFECTURES)[number]

/** Every hometown outside Japan (a foreign player's country) under one choice. */
export const OVERSEAS = '海外'

/** The hometown choices of the search: the prefectures in JIS order, then 海外. */
export const HOMETOWN_CHOICES = [...PREFECTURES, OVERSEAS] as const
export type HometownChoice = (typeof HOMETOWN_CHOICES)[number]

export function isPrefecture(hometown: string): hometown is Prefecture {
  return (PREFECTURES as readonly string[]).includes(hometown)
}

/** The choice a stored hometown falls under: its prefecture, or 海外 for a country. */
export function hometownChoice(hometown: string): HometownChoice {
  return isPrefecture(hometown) ? hometown : OVERSEAS
}

/** Players per hometown choice, in the choices' order (JIS, then 海外 summing every country); choices without players are left out. */
export function countByHometown(rows: readonly { hometown: string; players: number }[]): { choice: HometownChoice; players: number }[] {
  const counts = new Map<HometownChoice, number>()
  for (const row of rows) counts.set(hometownChoice(row.hometown), (counts.get(hometownChoice(row.hometown)) ?? 0) + row.players)
  return HOMETOWN_CHOICES.flatMap((choice) => {
    const players = counts.get(choice) ?? 0
    return players > 0 ? [{ choice, players }] : []
  })
}
