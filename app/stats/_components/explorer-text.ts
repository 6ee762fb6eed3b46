import { formatPercent } from '@/lib/domain/format/numbers'
import { QUALIFIER_NAMES, qualifierMark } from '@/lib/domain/stats/qualifier-mark'
import { splitFilterLabels } from '@/lib/domain/splits/split-labels'
import { PLAYER_ROLE_LABELS } from '@/lib/domain/stats/player-role'
import type { ExplorerView } from '@/lib/domain/stats/explorer-view'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { StatLineLevel, StatQualifier, StatSide } from '@/lib/schemas/stat-lines'
import type { PitchColumnState, PositionSource } from '@/lib/schemas/stats-explorer'

export const SIDE_LABELS: Readonly<Record<StatSide, string>> = { batting: '打撃成績', pitching: '投手成績' }

/** 「2016〜2025年」 or 「2025年」. */
export function seasonsLabel({ from, to }: { from: number; to: number }): string {
  return from === to ? `${from}年` : `${from}〜${to}年`
}

/**
 * The view in words, for the table's caption and the line above it.
 *
 * @example viewLabel({ side: 'batting', from: 2025, to: 2025, league: 'central', filter: { hand: 'L' }, … }) // '2025年 セ・リーグ 打撃成績（対左投手）'
 */
export function viewLabel(view: ExplorerView): string {
  const scope = view.team ? TEAM_BY_CODE[view.team].shortName : view.league ? LEAGUE_NAMES[view.league] : '両リーグ'
  const cuts = [...(view.pos ? [PLAYER_ROLE_LABELS[view.pos]] : []), ...splitFilterLabels(view.filter, view.side)]
  return `${seasonsLabel(view)} ${scope} ${SIDE_LABELS[view.side]}${cuts.length > 0 ? `（${cuts.join('・')}）` : ''}`
}

/** The view's qualifying mark and how it was set (`qualifier.rule`, lib/schemas/stat-lines.ts). */
export function qualifierText(side: StatSide, qualifier: StatQualifier): string {
  const name = QUALIFIER_NAMES[side]
  const perGame = side === 'batting' ? 'チーム試合数×3.1' : 'チーム試合数×1.0'
  switch (qualifier.rule) {
    case 'season':
      return `${name} ${qualifierMark(side, qualifier)}（${perGame}）`
    case 'range':
      return `${name} ${qualifierMark(side, qualifier)}（各シーズンの${name}の合計）`
    case 'games':
      return `${name}相当 ${qualifierMark(side, qualifier)}（期間・球場で絞った試合の${perGame}）`
    case 'share':
      return `${name}相当 ${qualifierMark(side, qualifier)}（${name}×この条件の打席の割合 ${formatPercent(qualifier.share)}）`
  }
}

/** What a PA split cannot count (lib/schemas/stat-lines.ts: the `pa` level). */
export function levelNote(side: StatSide, level: StatLineLevel): string | null {
  if (level !== 'pa') return null
  return side === 'batting'
    ? '打席単位の分割（左右・得点圏・カウント・イニング）では、試合・得点・盗塁・盗塁死は集計できないため「-」です。'
    : '打席単位の分割（左右・得点圏・カウント・イニング）では、登板・先発・勝敗・セーブ・ホールド・完投・完封・失点・自責点（防御率）は集計できないため「-」です。投球回はその打席で取ったアウトだけを数えます。'
}

/** How a range of seasons adds up (the stat-lines loader's rule). */
export function rangeNote(side: StatSide): string {
  return side === 'batting'
    ? '複数シーズンの合計: 打席・安打などの数は各シーズンの合計、打率・出塁率・長打率・OPS・ISO・BABIP・K%・BB%は合計した数から計算し直しています。wOBAは各シーズンの係数で計算した値、wRAA・wRCは各シーズンの合計、wRC+は打席数で加重平均した値です。球団は期間の最後の所属球団です。'
    : '複数シーズンの合計: 投球回・奪三振などの数は各シーズンの合計、防御率・WHIP・K/9・BB/9・HR/9・K%・BB%・BABIPは合計した数から計算し直し、FIPは投球回で加重平均しています。球団は期間の最後の所属球団です。'
}

/** Why the pitch-level columns print '-', or null where they hold values. */
export function pitchNote(state: PitchColumnState | null, season: number): string | null {
  if (state === 'one-season-only') return '投球の列（球数・スイング%・空振り%など）は、1シーズンで分割なしの表示でのみ集計します。ここでは「-」です。'
  if (state === 'no-pitch-data') return `${season}年の試合記録には一球ごとの投球データがないため、投球の列は「-」です。`
  return null
}

/** How the position filter placed the players, where the reader needs telling. */
export function positionNote(source: PositionSource | null): string | null {
  if (source === 'fielding') return '守備位置は、期間中に最も多く守った位置（外野は左・中・右の合計、守備に就いていない選手は指名打者）で分けています。'
  if (source === 'listed') return 'この期間の試合記録には野手の守備位置がないため、選手名簿の登録ポジションで分けています。登録のない選手はどの守備位置にも入りません。'
  if (source === 'games') return '先発は登板の半分以上が先発の投手、救援はそれ以外の投手です。'
  return null
}

/** The sort in words: 「打率の高い順」 or 「防御率の低い順」. */
export function sortText(label: string, order: 'asc' | 'desc'): string {
  return `${label}の${order === 'desc' ? '高い' : '低い'}順`
}

/** A minimum sample in words, or null without one. */
export function minimumText(side: StatSide, min: number | null): string | null {
  if (min === null) return null
  return side === 'batting' ? `${min}打席以上` : `${min}投球回以上`
}
