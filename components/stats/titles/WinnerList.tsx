import { CELL_LINK } from '@/components/ui/DataTable'
import { AWARD_POSITION_SHORT } from '@/lib/domain/titles/positions'
import type { TitleType } from '@/lib/route-params'
import type { TitleResultDto } from '@/lib/schemas/titles'
import { playerHref, teamNames, titleDetailText, titleValueText } from './title-text'
import { PageLink } from '@/components/navigation/PageLink'

type Props = {
  type: TitleType
  season: number
  result: TitleResultDto | 'elsewhere' | null
  /** Summary cells: name, club and value only, with the position in front for position awards. */
  compact?: boolean
}

/** The winners of one title in one league and season; ties are listed together and marked. */
export function WinnerList({ type, season, result, compact = false }: Props) {
  if (result === 'elsewhere') return <span className="text-slate-400">—</span>
  if (!result || result.status === 'unavailable') return <span className="text-slate-500">実データでは対象外</span>
  if (result.winners.length === 0) return <span className="text-slate-500">該当者なし</span>
  const shared = result.winners.length > 1 && result.winners.every((w) => w.position === null)
  return (
    <ul className={compact ? 'space-y-0.5' : 'space-y-2'}>
      {result.winners.map((winner) => (
        // A wrapped line starts under the name, not under the position letter.
        <li key={`${winner.player_id}-${winner.position ?? ''}`} className={`relative max-sm:min-h-11 ${compact && winner.position ? 'pl-5 -indent-5' : ''}`}>
          {compact && winner.position && <span className="mr-1 inline-block w-4 indent-0 text-xs text-slate-500">{AWARD_POSITION_SHORT[winner.position]}</span>}
          <PageLink href={playerHref(winner, season)} className={`font-medium text-brand hover:underline ${CELL_LINK}`}>
            {winner.name}
          </PageLink>
          <span className="ml-1 whitespace-nowrap text-xs text-slate-500">（{teamNames(winner)}）</span>
          <span className="ml-2 whitespace-nowrap font-semibold tabular-nums text-slate-900">{titleValueText(type, winner)}</span>
          {shared && <span className="ml-2 whitespace-nowrap rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-medium text-amber-800">同数受賞</span>}
          {!compact && <div className="text-xs tabular-nums text-slate-500">{titleDetailText(type, winner)}</div>}
        </li>
      ))}
    </ul>
  )
}
