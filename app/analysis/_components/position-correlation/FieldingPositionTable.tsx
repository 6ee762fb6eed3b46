import { DataTable, type Column } from '@/components/ui/DataTable'
import { POSITION_SLOT_LABELS } from '@/lib/domain/analysis/position-slots'
import { formatStat } from '@/lib/domain/format/stat-format'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { PositionFieldingLine, PositionRegular } from '@/lib/schemas/position-correlation'

type Props = {
  caption: string
  season: number
  lines: readonly PositionFieldingLine[]
  /** A club's view: the twelve clubs' fielding percentage beside its own, and its most used fielder at each position. */
  club?: { league: readonly PositionFieldingLine[]; regulars: readonly PositionRegular[] }
}

/** One row per position in the field: players used, games, innings, putouts, assists, errors, fielding percentage and range factor. */
export function FieldingPositionTable({ caption, season, lines, club }: Props) {
  const regular = (line: PositionFieldingLine) => club?.regulars.find((one) => one.position === line.position) ?? null
  const columns: Column<PositionFieldingLine>[] = [
    { key: 'position', header: '守備位置', rowHeader: true, render: (line) => POSITION_SLOT_LABELS[line.position] },
    ...(club
      ? [{
          key: 'regular',
          header: '最多イニングの選手',
          render: (line: PositionFieldingLine) => regular(line)?.name ?? '-',
          link: (line: PositionFieldingLine) => {
            const player = regular(line)
            return player ? { href: playerCareerHref(player.player_id, line.position === 'P' ? 'pitching' : 'batting', season), note: `${formatStat(player.amount, 'innings')}回` } : null
          },
        }]
      : []),
    { key: 'players', header: '起用人数', align: 'right', render: (line) => formatStat(line.players, 'count') },
    { key: 'g', header: '試合（延べ）', align: 'right', render: (line) => formatStat(line.g, 'count') },
    { key: 'outs', header: '守備イニング', align: 'right', render: (line) => formatStat(line.outs, 'innings') },
    { key: 'po', header: '刺殺', align: 'right', render: (line) => formatStat(line.po, 'count') },
    { key: 'a', header: '補殺', align: 'right', render: (line) => formatStat(line.a, 'count') },
    { key: 'e', header: '失策', align: 'right', render: (line) => formatStat(line.e, 'count') },
    { key: 'fpct', header: '守備率', align: 'right', glossary: { key: 'fpct' }, render: (line) => formatStat(line.fpct, 'rate3') },
    ...(club
      ? [{
          key: 'league_fpct',
          header: '12球団の守備率',
          align: 'right' as const,
          render: (line: PositionFieldingLine) => formatStat(club.league.find((one) => one.position === line.position)?.fpct ?? null, 'rate3'),
        }]
      : []),
    { key: 'rf', header: 'RF', align: 'right', glossary: { key: 'rf' }, render: (line) => formatStat(line.rf, 'decimal2') },
  ]
  return <DataTable caption={caption} rows={lines} rowKey={(line) => line.position} columns={columns} leading={club ? 2 : 1} phoneLead={['fpct']} density="compact" />
}
