import type { Rng } from '@/lib/domain/simulation/rng'
import { PLACE_STEMS } from './place-names'
import { PREFECTURES, PREFECTURE_BY_NAME, type PrefectureName } from './prefectures'

type Pattern = { weight: number; make: (stem: string, prefecture: PrefectureName, rng: Rng) => string }

/** Public schools carry their prefecture's tier: 道立, 都立, 府立 or 県立. */
function publicPrefix(prefecture: PrefectureName): string {
  if (prefecture === '北海道') return '道立'
  if (prefecture === '東京都') return '都立'
  if (prefecture === '大阪府' || prefecture === '京都府') return '府立'
  return '県立'
}

const DIRECTIONS = ['東', '西', '南', '北', '中央'] as const

const PRIVATE_HIGH_SCHOOLS: readonly Pattern[] = [
  { weight: 3, make: (stem) => `${stem}学園高` },
  { weight: 2, make: (stem) => `${stem}学院高` },
  { weight: 1.5, make: (stem) => `${stem}大付高` },
  { weight: 1, make: (stem) => `${stem}国際高` },
  { weight: 1, make: (stem) => `${stem}第一高` },
]

const PUBLIC_HIGH_SCHOOLS: readonly Pattern[] = [
  { weight: 4, make: (stem, prefecture, rng) => `${publicPrefix(prefecture)}${stem}${rng.pick(DIRECTIONS)}高` },
  { weight: 2, make: (stem) => `${stem}商業高` },
  { weight: 1.5, make: (stem) => `${stem}工業高` },
  { weight: 1, make: (stem) => `${stem}実業高` },
]

const UNIVERSITIES: readonly Pattern[] = [
  { weight: 2, make: (stem) => `${stem}大` },
  { weight: 2, make: (stem) => `${stem}学院大` },
  { weight: 1.5, make: (stem) => `${stem}経済大` },
  { weight: 1, make: (stem) => `${stem}国際大` },
  { weight: 1, make: (stem) => `${stem}産業大` },
  { weight: 0.7, make: (stem) => `${stem}工業大` },
  { weight: 0.5, make: (stem) => `${stem}体育大` },
]

const CORPORATE_SUFFIXES = ['製鉄', 'ガス', '自動車', '重工', '電機', '化学', '製紙', '造船', '鉄道', '硝子'] as const

/** Katakana nicknames in the style of the 独立リーグ clubs, none of them an existing club's. */
const INDEPENDENT_NICKNAMES = ['フェニックス', 'ドルフィンズ', 'サンダーボルツ', 'レッドウィングス', 'シーガルズ', 'ブルーオーシャンズ', 'グリフィンズ', 'ホライズンズ', 'ライジングス', 'ファルコンズ'] as const

/** Prefectures whose big private schools recruit players from all over Japan. */
export const BASEBALL_BOARDING_PREFECTURES: readonly PrefectureName[] = ['大阪府', '兵庫県', '神奈川県', '東京都', '愛知県', '青森県', '宮城県', '岩手県', '山梨県', '石川県', '高知県', '福岡県']

/** Where most university baseball is played: the Tokyo, Kanto, Kansai and Nagoya leagues. */
const UNIVERSITY_PREFECTURES: readonly PrefectureName[] = ['東京都', '東京都', '東京都', '神奈川県', '千葉県', '埼玉県', '愛知県', '大阪府', '京都府', '兵庫県', '福岡県', '宮城県', '北海道']

/** Home areas of the Shikoku, BC (Hokuriku–Kanto) and Kyushu independent leagues. */
const INDEPENDENT_PREFECTURES: readonly PrefectureName[] = ['香川県', '徳島県', '愛媛県', '高知県', '新潟県', '富山県', '石川県', '福井県', '長野県', '群馬県', '栃木県', '茨城県', '埼玉県', '神奈川県', '熊本県', '大分県', '宮崎県', '鹿児島県']

function stemIn(rng: Rng, prefecture: PrefectureName): string {
  return rng.pick(PLACE_STEMS[prefecture])
}

function fromPatterns(rng: Rng, patterns: readonly Pattern[], prefecture: PrefectureName): string {
  const pattern = rng.weighted(patterns, (candidate) => candidate.weight)
  return pattern.make(stemIn(rng, prefecture), prefecture, rng)
}

/** Another prefecture of the same region, or the prefecture itself where it is alone (北海道). */
export function neighbouringPrefecture(rng: Rng, prefecture: PrefectureName): PrefectureName {
  const region = PREFECTURE_BY_NAME[prefecture].region
  const others = PREFECTURES.filter((candidate) => candidate.region === region && candidate.name !== prefecture)
  return others.length > 0 ? rng.pick(others).name : prefecture
}

/** A high school in the given prefecture; private ones are the schools that take boarders. */
export function generateHighSchool(rng: Rng, prefecture: PrefectureName, kind: 'any' | 'private' = 'any'): string {
  const patterns = kind === 'private' ? PRIVATE_HIGH_SCHOOLS : [...PRIVATE_HIGH_SCHOOLS, ...PUBLIC_HIGH_SCHOOLS]
  return fromPatterns(rng, patterns, prefecture)
}

/** Half of players stay in their home region for university; the rest go to the big leagues. */
export function generateUniversity(rng: Rng, hometown: PrefectureName): string {
  const prefecture = rng.chance(0.5) ? neighbouringPrefecture(rng, hometown) : rng.pick(UNIVERSITY_PREFECTURES)
  return fromPatterns(rng, UNIVERSITIES, prefecture)
}

/** Company teams sit in industrial cities; players often join one near home. */
export function generateCorporateTeam(rng: Rng, hometown: PrefectureName): string {
  const prefecture = rng.chance(0.5) ? neighbouringPrefecture(rng, hometown) : rng.weighted(PREFECTURES, (candidate) => candidate.population).name
  return `${stemIn(rng, prefecture)}${rng.pick(CORPORATE_SUFFIXES)}`
}

export function generateIndependentTeam(rng: Rng): string {
  return `${stemIn(rng, rng.pick(INDEPENDENT_PREFECTURES))}${rng.pick(INDEPENDENT_NICKNAMES)}`
}
