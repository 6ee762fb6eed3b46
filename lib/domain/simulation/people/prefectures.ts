import type { Rng } from '@/lib/domain/simulation/rng'

export type Region = 'hokkaido' | 'tohoku' | 'kanto' | 'chubu' | 'kinki' | 'chugoku' | 'shikoku' | 'kyushu'

export const REGION_LABELS: Readonly<Record<Region, string>> = {
  hokkaido: '北海道',
  tohoku: '東北',
  kanto: '関東',
  chubu: '中部',
  kinki: '近畿',
  chugoku: '中国',
  shikoku: '四国',
  kyushu: '九州・沖縄',
}

/**
 * The 47 prefectures in JIS X 0401 order. `population` is the 2020 census figure in tens of
 * thousands, used only as a weight for hometowns.
 */
export const PREFECTURES = [
  { code: 1, name: '北海道', region: 'hokkaido', population: 522 },
  { code: 2, name: '青森県', region: 'tohoku', population: 124 },
  { code: 3, name: '岩手県', region: 'tohoku', population: 121 },
  { code: 4, name: '宮城県', region: 'tohoku', population: 230 },
  { code: 5, name: '秋田県', region: 'tohoku', population: 96 },
  { code: 6, name: '山形県', region: 'tohoku', population: 107 },
  { code: 7, name: '福島県', region: 'tohoku', population: 183 },
  { code: 8, name: '茨城県', region: 'kanto', population: 287 },
  { code: 9, name: '栃木県', region: 'kanto', population: 193 },
  { code: 10, name: '群馬県', region: 'kanto', population: 194 },
  { code: 11, name: '埼玉県', region: 'kanto', population: 734 },
  { code: 12, name: '千葉県', region: 'kanto', population: 628 },
  { code: 13, name: '東京都', region: 'kanto', population: 1405 },
  { code: 14, name: '神奈川県', region: 'kanto', population: 924 },
  { code: 15, name: '新潟県', region: 'chubu', population: 220 },
  { code: 16, name: '富山県', region: 'chubu', population: 103 },
  { code: 17, name: '石川県', region: 'chubu', population: 113 },
  { code: 18, name: '福井県', region: 'chubu', population: 77 },
  { code: 19, name: '山梨県', region: 'chubu', population: 81 },
  { code: 20, name: '長野県', region: 'chubu', population: 205 },
  { code: 21, name: '岐阜県', region: 'chubu', population: 198 },
  { code: 22, name: '静岡県', region: 'chubu', population: 363 },
  { code: 23, name: '愛知県', region: 'chubu', population: 754 },
  { code: 24, name: '三重県', region: 'kinki', population: 177 },
  { code: 25, name: '滋賀県', region: 'kinki', population: 141 },
  { code: 26, name: '京都府', region: 'kinki', population: 258 },
  { code: 27, name: '大阪府', region: 'kinki', population: 884 },
  { code: 28, name: '兵庫県', region: 'kinki', population: 547 },
  { code: 29, name: '奈良県', region: 'kinki', population: 132 },
  { code: 30, name: '和歌山県', region: 'kinki', population: 92 },
  { code: 31, name: '鳥取県', region: 'chugoku', population: 55 },
  { code: 32, name: '島根県', region: 'chugoku', population: 67 },
  { code: 33, name: '岡山県', region: 'chugoku', population: 189 },
  { code: 34, name: '広島県', region: 'chugoku', population: 280 },
  { code: 35, name: '山口県', region: 'chugoku', population: 134 },
  { code: 36, name: '徳島県', region: 'shikoku', population: 72 },
  { code: 37, name: '香川県', region: 'shikoku', population: 95 },
  { code: 38, name: '愛媛県', region: 'shikoku', population: 133 },
  { code: 39, name: '高知県', region: 'shikoku', population: 69 },
  { code: 40, name: '福岡県', region: 'kyushu', population: 514 },
  { code: 41, name: '佐賀県', region: 'kyushu', population: 81 },
  { code: 42, name: '長崎県', region: 'kyushu', population: 131 },
  { code: 43, name: '熊本県', region: 'kyushu', population: 174 },
  { code: 44, name: '大分県', region: 'kyushu', population: 112 },
  { code: 45, name: '宮崎県', region: 'kyushu', population: 107 },
  { code: 46, name: '鹿児島県', region: 'kyushu', population: 159 },
  { code: 47, name: '沖縄県', region: 'kyushu', population: 147 },
] as const satisfies readonly { code: number; name: string; region: Region; population: number }[]

export type PrefectureName = (typeof PREFECTURES)[number]['name']

export type Prefecture = { code: number; name: PrefectureName; region: Region; population: number }

/** Total lookup for names already typed as PrefectureName. */
export const PREFECTURE_BY_NAME = Object.fromEntries(PREFECTURES.map((prefecture) => [prefecture.name, prefecture])) as Readonly<
  Record<PrefectureName, Prefecture>
>

export function isPrefectureName(value: string): value is PrefectureName {
  return PREFECTURES.some((prefecture) => prefecture.name === value)
}

/** A hometown drawn by population share, so Tokyo and Osaka produce the most players. */
export function pickHometown(rng: Rng): Prefecture {
  return rng.weighted(PREFECTURES, (prefecture) => prefecture.population)
}
