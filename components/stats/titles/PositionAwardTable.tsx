import type { League } from '@/lib/domain/teams/teams'
import { DH_LEAGUES } from '@/lib/domain/titles/best-nine'
import { AWARD_POSITION_LABELS, AWARD_POSITIONS, type AwardPosition } from '@/lib/domain/titles/positions'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleResultDto } from '@/lib/schemas/titles'
import { LeagueTables } from './LeagueTables'
import { leagueView, winnersAt } from './title-text'
import { WinnerList } from './WinnerList'

type Props = { type: 'best_nine' | 'golden_glove'; season: number; results: readonly TitleResultDto[] }

/** ベストナイン or ゴールデングラブ賞 of one season: a table per league, a row per position. */
export function PositionAwardTable({ type, season, results }: Props) {
  const positions = AWARD_POSITIONS.filter((p) => type === 'best_nine' || p !== 'DH')
  const cell = (league: League, position: AwardPosition) => {
    if (position === 'DH' && !DH_LEAGUES.includes(league)) return <span className="text-slate-400">—（指名打者制なし）</span>
    const view = leagueView(results, league)
    return <WinnerList type={type} season={season} result={view === null || view === 'elsewhere' ? view : winnersAt(view, position)} />
  }
  return (
    <LeagueTables
      caption={`${season}年 ${TITLE_LABELS[type]}`}
      label={{ key: 'position', header: '守備位置', render: (position) => AWARD_POSITION_LABELS[position] }}
      rows={positions}
      rowKey={(position) => position}
      winners={cell}
    />
  )
}
