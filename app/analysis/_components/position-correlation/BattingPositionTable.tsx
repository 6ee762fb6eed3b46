import { DataTable, type Column } from '@/components/ui/DataTable'
import { POSITION_SLOT_LABELS } from '@/lib/domain/analysis/position-slots'
import { formatStat } from '@/lib/domain/format/stat-format'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { PositionBattingLine, PositionRegular } from '@/lib/schemas/position-correlation'

type Props = {
  caption: string
  season: number
  lines: readonly PositionBattingLine[]
  /** A club's view: the twelve clubs' lines beside its own, and its most used batter at each position. */
  club?: { league: readonly PositionBattingLine[]; regulars: readonly PositionRegular[] }
}

/** One row per position batted from: PAs, the slash line, OPS, home runs, wRC+ and wRAA. */
export function BattingPositionTable({ caption, season, lines, club }: Props) {
  const regular = (line: PositionBattingLine) => club?.regulars.find((one) => one.position === line.position) ?? null
  const columns: Column<PositionBattingLine>[] = [
    { key: 'position', header: '守備位置', rowHeader: true, render: (line) => POSITION_SLOT_LABELS[line.position] },
    ...(club
      ? [{
          key: 'regular',
          header: '最多打席の選手',
          render: (line: PositionBattingLine) => regular(line)?.name ?? '-',
          link: (line: PositionBattingLine) => {
            const player = regular(line)
            return player ? { href: playerCareerHref(player.player_id, 'batting', season), note: `${formatStat(player.amount, 'count')}打席` } : null
          },
        }]
      : []),
    { key: 'pa', header: '打席', align: 'right', glossary: { key: 'pa' }, render: (line) => formatStat(line.pa, 'count') },
    { key: 'avg', header: '打率', align: 'right', glossary: { key: 'avg' }, render: (line) => formatStat(line.avg, 'rate3') },
    { key: 'obp', header: '出塁率', align: 'right', glossary: { key: 'obp' }, render: (line) => formatStat(line.obp, 'rate3') },
    { key: 'slg', header: '長打率', align: 'right', glossary: { key: 'slg' }, render: (line) => formatStat(line.slg, 'rate3') },
    { key: 'ops', header: 'OPS', align: 'right', glossary: { key: 'ops' }, render: (line) => formatStat(line.ops, 'rate3') },
    { key: 'hr', header: '本塁打', align: 'right', glossary: { key: 'hr', side: 'batting' }, render: (line) => formatStat(line.hr, 'count') },
    { key: 'wrc_plus', header: 'wRC+', align: 'right', glossary: { key: 'wrc_plus' }, render: (line) => formatStat(line.wrc_plus, 'integer') },
    ...(club
      ? [{
          key: 'league_wrc_plus',
          header: '12球団のwRC+',
          align: 'right' as const,
          render: (line: PositionBattingLine) => formatStat(club.league.find((one) => one.position === line.position)?.wrc_plus ?? null, 'integer'),
        }]
      : []),
    { key: 'wraa', header: 'wRAA', align: 'right', glossary: { key: 'wraa' }, render: (line) => formatStat(line.wraa, 'signed1') },
  ]
  return <DataTable caption={caption} rows={lines} rowKey={(line) => line.position} columns={columns} leading={club ? 2 : 1} phoneLead={['wrc_plus']} density="compact" />
}
