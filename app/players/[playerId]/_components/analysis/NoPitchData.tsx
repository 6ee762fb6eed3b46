import { PageLink } from '@/components/navigation/PageLink'
import { playerViewHref } from '@/lib/domain/players/player-views'

type Props = { playerId: string; season: number; pitcher: boolean }

/** A season of PAs without pitch rows (npb.jp's box scores): one line and links to the views that exist, never a table of zeros. */
export function NoPitchData({ playerId, season, pitcher }: Props) {
  const [career, game] = pitcher ? (['career-pitching', 'game-pitching'] as const) : (['career-batting', 'game-batting'] as const)
  const side = pitcher ? '投手' : '打撃'
  return (
    <p className="text-sm text-slate-700">
      この年度は投球データ（一球ごとの記録）がないため、{pitcher ? '投球分析' : '打席分析'}はありません。
      <PageLink href={playerViewHref(playerId, career, season)} className="text-brand underline">年度別{side}成績</PageLink>
      ・
      <PageLink href={playerViewHref(playerId, game, season)} className="text-brand underline">試合別{side}成績</PageLink>
      をご覧ください。
    </p>
  )
}
