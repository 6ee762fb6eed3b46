import type { PitchType } from '@/lib/domain/events'

/**
 * 一球速報's pitch names → our ten types. The ten labels of PITCH_TYPE_LABELS map to themselves;
 * the rest go to the nearest type by how the pitch moves and how fast it is (mean km/h in the 2026
 * sample, fastball 148):
 * - スイーパー (130), 縦スライダー (125), 高速スライダー: slider variants → SL.
 * - ナックルカーブ (122), スローカーブ (93), パワーカーブ, ドロップ: curveballs → CU.
 * - シンカー (133): in NPB usage the off-speed arm-side drop of the screwball family, 15 km/h
 *   under the fastball like a changeup and well under the hard ツーシーム (144) → CH.
 * - パーム (115), スクリュー, サークルチェンジ: change-of-pace grips → CH.
 * - カット → CT; フォーシーム → FF; ワンシーム, シンキングファスト → SI; スプリッター, SFF → SP.
 * Anything else is unknown: the caller counts it rather than guess.
 */
export const IKKYU_PITCH_TYPES: Readonly<Record<string, PitchType>> = {
  ストレート: 'FF',
  フォーシーム: 'FF',
  スライダー: 'SL',
  スイーパー: 'SL',
  縦スライダー: 'SL',
  高速スライダー: 'SL',
  カーブ: 'CU',
  ナックルカーブ: 'CU',
  スローカーブ: 'CU',
  パワーカーブ: 'CU',
  ドロップ: 'CU',
  フォーク: 'FK',
  チェンジアップ: 'CH',
  シンカー: 'CH',
  パーム: 'CH',
  スクリュー: 'CH',
  サークルチェンジ: 'CH',
  ツーシーム: 'SI',
  ワンシーム: 'SI',
  シンキングファスト: 'SI',
  カットボール: 'CT',
  カット: 'CT',
  スプリット: 'SP',
  スプリッター: 'SP',
  SFF: 'SP',
  シュート: 'SH',
  ナックル: 'KN',
}

export function ikkyuPitchType(name: string): PitchType | null {
  return IKKYU_PITCH_TYPES[name.normalize('NFKC').trim()] ?? null
}
