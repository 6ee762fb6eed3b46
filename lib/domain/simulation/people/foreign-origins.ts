import type { Rng } from '@/lib/domain/simulation/rng'

export type ForeignOrigin = 'latin' | 'us' | 'korea' | 'taiwan'

type Country = { name: string; weight: number }
type OriginShare = { origin: ForeignOrigin; weight: number; countries: readonly Country[] }

/**
 * Where NPB's foreign players come from, roughly: the Caribbean and the US supply nearly all,
 * Korea and Taiwan a few. Country names are written as NPB player pages write birthplaces.
 */
const ORIGIN_SHARES: readonly OriginShare[] = [
  {
    origin: 'latin',
    weight: 55,
    countries: [
      { name: 'ドミニカ共和国', weight: 35 },
      { name: 'ベネズエラ', weight: 25 },
      { name: 'キューバ', weight: 15 },
      { name: 'メキシコ', weight: 8 },
      { name: 'プエルトリコ', weight: 6 },
      { name: 'コロンビア', weight: 6 },
      { name: 'パナマ', weight: 5 },
    ],
  },
  {
    origin: 'us',
    weight: 35,
    countries: [
      { name: 'アメリカ合衆国', weight: 90 },
      { name: 'カナダ', weight: 10 },
    ],
  },
  { origin: 'korea', weight: 5, countries: [{ name: '韓国', weight: 1 }] },
  { origin: 'taiwan', weight: 5, countries: [{ name: '台湾', weight: 1 }] },
]

export const FOREIGN_COUNTRIES: readonly string[] = ORIGIN_SHARES.flatMap((share) => share.countries.map((country) => country.name))

export function pickForeignOrigin(rng: Rng): ForeignOrigin {
  return rng.weighted(ORIGIN_SHARES, (share) => share.weight).origin
}

export function pickBirthCountry(rng: Rng, origin: ForeignOrigin): string {
  const share = ORIGIN_SHARES.find((candidate) => candidate.origin === origin)
  if (share === undefined) throw new Error(`unknown origin ${origin}`)
  return rng.weighted(share.countries, (country) => country.weight).name
}
