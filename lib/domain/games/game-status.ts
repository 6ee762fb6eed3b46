import { POSTSEASON_KINDS, stageLabel, type PostseasonKind } from '@/lib/domain/players/postseason'

export type GameStatusInput = { kind: string; status: 'final' | 'tie'; innings: number }

/**
 * What a scoreboard says of a finished game: 試合終了, or 引き分け, 延長N回, コールド（N回）, with the
 * postseason stage in front (「日本シリーズ 延長12回 引き分け」). A game ended before the 9th is a
 * called one (rain or the like: the sources give no reason).
 */
export function gameStatusLabel({ kind, status, innings }: GameStatusInput): string {
  const stage = (POSTSEASON_KINDS as readonly string[]).includes(kind) ? stageLabel(kind as PostseasonKind) : null
  const length = innings > 9 ? `延長${innings}回` : innings < 9 ? `${innings}回コールド` : null
  const end = status === 'tie' ? '引き分け' : '試合終了'
  return [stage, length, end].filter(Boolean).join(' ')
}
