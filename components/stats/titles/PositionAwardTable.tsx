import { DataTable, type Column } from '@/components/ui/DataTable'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import { DH_LEAGUES } from '@/lib/domain/titles/best-nine'
import { AWARD_POSITION_LABELS, AWARD_POSITIONS, type AwardPosition } from '@/lib/domain/titles/positions'
import { TITLE_LABELS } from '@/lib/route-labels'
import type { TitleResultDto } from '@/lib/schemas/titles'
import { leagueView, winnersAt } from './title-text'
import { WinnerList } from './WinnerList'

const LEAGUES: readonly League[] = ['central', 'pacific']

type Props = { type: 'best_nine' | 'golden_glove'; season: number; results: readonly TitleResultDto[] }

/** ベストナイン or ゴールデングラブ賞 of one season: a row per position, a column per league. */
export function PositionAwardTable({ type, season, results }: Props) {
  const positions = AWARD_POSITIONS.filter((p) => type === 'best_nine' || p !== 'DH')
  const cell = (league: League, position: AwardPosition) => {
    if (position === 'DH' && !DH_LEAGUES.includes(league)) return <span className="text-slate-400">—（指名打者制なし）</span>
    const view = leagueView(results, league)
    return <WinnerList type={type} season={season} result={view === null || view === 'elsewhere' ? view : winnersAt(view, position)} />
  }
  const columns: Column<AwardPosition>[] = [
    { key: 'position', header: '守備位置', render: (position) => AWARD_POSITION_LABELS[position] },
    ...LEAGUES.map((league) => ({ key: league, header: LEAGUE_NAMES[league], render: (position: AwardPosition) => cell(league, position) })),
  ]
  return <DataTable caption={`${season}年 ${TITLE_LABELS[type]}`} columns={columns} rows={positions} rowKey={(position) => position} />
}
