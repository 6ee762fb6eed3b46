import type { TeamCode } from '@/lib/domain/teams/team-codes'

/** Another source's run park factors, printed beside ours for comparison only (never used in a calculation). */
export type PublishedParkFactors = {
  season: number
  /** Who published them and what they are, as the page labels them. */
  source: string
  basis: string
  /** By the club whose main park it is. */
  values: Readonly<Partial<Record<TeamCode, number>>>
}

export const PUBLISHED_PARK_FACTORS: readonly PublishedParkFactors[] = [
  {
    season: 2024,
    // sabermetrics.md's comparison list; chrisj117/npb-scraper input/park_factors.csv (MIT), unhalved.
    source: 'chrisj117/npb-scraper（MITライセンス）',
    basis: '球団別の得点パークファクター（半減前）',
    values: { s: 1.19, f: 1.06, m: 1.06, h: 1.05, db: 1.04, c: 0.99, g: 0.97, l: 0.97, bs: 0.95, e: 0.94, t: 0.92, d: 0.86 },
  },
  {
    season: 2025,
    // The list of published five-year run factors, for the parks it names.
    source: '公表されている5年間の値',
    basis: '球場別の得点パークファクター（5年間）',
    values: { f: 1.147, s: 1.129, db: 1.102, m: 1.097, d: 0.844 },
  },
]

export const publishedParkFactors = (season: number): PublishedParkFactors | null => PUBLISHED_PARK_FACTORS.find((list) => list.season === season) ?? null
