import { LinkTabs } from '@/components/ui/LinkTabs'
import { PillLinks } from '@/components/ui/PillLinks'
import { VALUE_BOARD_SIDES, VALUE_BOARDS, type ValueBoard, type ValueBoardSide } from '@/lib/schemas/value-boards'
import { BOARD_TEXT, SIDE_LABELS } from './describe-value-board'
import { valueBoardHref, type SeasonValueBoardQuery } from './value-board-query'

type Props = { board: ValueBoard; side: ValueBoardSide; query: SeasonValueBoardQuery; latest: number }

/**
 * The 投手/打者 tabs and the WPA/RE24/LWTS pills: each keeps the season, league and who is listed,
 * and starts from the board's own order on page 1 (the columns differ).
 */
export function ValueBoardTabs({ board, side, query, latest }: Props) {
  const href = (to: ValueBoard, on: ValueBoardSide) => valueBoardHref(to, on, query, latest, { sort: null, order: 'desc', page: 1 })
  return (
    <div className="space-y-3">
      <PillLinks label="指標" alignLabel pills={VALUE_BOARDS.map((to) => ({ href: href(to, side), label: BOARD_TEXT[to].name, active: to === board }))} />
      <LinkTabs label="投手・打者" activeHref={href(board, side)} tabs={VALUE_BOARD_SIDES.map((on) => ({ href: href(board, on), label: SIDE_LABELS[on] }))} />
    </div>
  )
}
