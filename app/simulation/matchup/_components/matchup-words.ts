import type { Matchup } from '@/lib/schemas/simulation-matchup'

const BATS = { R: '右打ち', L: '左打ち', S: '両打ち' } as const
const THROWS = { R: '右投げ', L: '左投げ' } as const

/** 「2025年」 or 「通算」. */
export const seasonWords = (season: Matchup['season']) => (season === 'career' ? '通算' : `${season}年`)

/** 「左打ち対右投げ（逆の手）」, or why the platoon adjustment is off. */
export function platoonWords({ batter, pitcher, relation }: Pick<Matchup, 'batter' | 'pitcher' | 'relation'>): string {
  if (relation === null) return '打者の打席の左右か投手の投げる手がデータにないため、左右の補正はしていません'
  const pair = `${BATS[batter.bats ?? 'R']}の打者対${THROWS[pitcher.throws ?? 'R']}の投手`
  return relation === 'same' ? `${pair}（同じ側どうし）` : `${pair}（${batter.bats === 'S' ? '両打ちは投手と逆の打席に立つ' : '逆の側どうし'}）`
}
