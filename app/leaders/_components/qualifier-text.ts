import { formatPercent } from '@/lib/domain/format/numbers'
import { QUALIFIER_NAMES, qualifierMark } from '@/lib/domain/stats/qualifier-mark'
import type { StatQualifier, StatSide } from '@/lib/schemas/stat-lines'

/**
 * A card's entry rule in one line: 「規定打席以上（443打席）」 for a rate over the season or a range,
 * 「規定打席相当以上（124打席）」 where the mark is scaled to the view's games or PAs, 「規定なし」 for a count.
 */
export function cardQualifier(side: StatSide, qualifier: StatQualifier, qualifiedOnly: boolean): string {
  if (!qualifiedOnly) return '規定なし'
  const name = QUALIFIER_NAMES[side]
  const scaled = qualifier.rule === 'games' || qualifier.rule === 'share'
  return `${name}${scaled ? '相当' : ''}以上（${qualifierMark(side, qualifier)}）`
}

/** '3.1' or '1.0': the mark per club game (規定打席 / 規定投球回). */
const perGame = (side: StatSide) => (side === 'batting' ? 'チーム試合数×3.1（四捨五入）' : 'チーム試合数×1.0')

/**
 * How the view's mark was set, for the method notes, by `qualifier.rule` (lib/schemas/stat-lines.ts).
 *
 * @example qualifierRuleNote('batting', { rule: 'share', min: 120, max: 124, share: 0.278 })
 * // '…この表示では27.8%…（120〜124打席）…'
 */
export function qualifierRuleNote(side: StatSide, qualifier: StatQualifier): string {
  const mark = qualifierMark(side, qualifier)
  const name = QUALIFIER_NAMES[side]
  switch (qualifier.rule) {
    case 'season':
      return `率の部門は${name}（${perGame(side)}）に達した選手が対象です。シーズン途中は各球団がその日までに戦った試合数で数えるため、球団によって異なることがあります（この表示では${mark}）。`
    case 'range':
      return `率の部門は、期間の各シーズンの${name}を合計した数に達した選手が対象です（この表示では${mark}）。`
    case 'games':
      return `月・期間・日付時点・ホーム/ビジターで絞った表示では、その日付・球場で各球団が戦った試合数から${name}を${perGame(side)}で計算し、それに達した選手を対象にしています（この表示では${mark}）。`
    case 'share':
      return `左右・得点圏・カウント・イニングで絞った表示では、対象の試合の${name}に、リーグ全体の打席のうちこの条件に当たる打席の割合（この表示では${formatPercent(qualifier.share)}）を掛けた数を規定としています（この表示では${mark}）。試合に出続けた選手が、どの分割でも同じように規定に届くようにするためです。`
  }
}
