import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { relativeColor, SMALL_SAMPLE_PA, widestGap, wrcPlusColor } from '@/lib/domain/analysis/position-heat'
import { MODE_SLOTS, type PositionSlot } from '@/lib/domain/analysis/position-slots'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { PositionCorrelationView } from '@/lib/schemas/position-correlation'
import { PositionMark } from './PositionMark'

type Row = { team: TeamCode; values: Partial<Record<PositionSlot, number | null>>; small: ReadonlySet<PositionSlot> }

const SELECTED = 'font-bold bg-amber-50'
/** A value over too few PAs to colour (SMALL_SAMPLE_PA): printed, greyed. */
const SMALL = 'text-slate-500'

/**
 * Clubs down, positions across: wRC+ in batting (coloured from 100), fielding percentage in
 * fielding (coloured from the twelve clubs' figure at that position, full at the column's widest
 * gap). The table is the heat map and its own accessible form; the club being viewed is marked,
 * and a batting cell of fewer than SMALL_SAMPLE_PA PAs is greyed instead of coloured.
 */
export function ClubHeatTable({ data, team }: { data: PositionCorrelationView; team: TeamCode | 'all' }) {
  const slots = MODE_SLOTS[data.mode]
  const rows: Row[] = data.clubs.map((club) => ({
    team: club.team,
    values: Object.fromEntries(club.lines.map((line) => [line.position, 'wrc_plus' in line ? line.wrc_plus : line.fpct])),
    small: new Set(club.lines.flatMap((line) => ('pa' in line && line.pa < SMALL_SAMPLE_PA ? [line.position] : []))),
  }))
  const centre = (slot: PositionSlot) => {
    const line = data.league.find((one) => one.position === slot)
    return line === undefined ? null : 'wrc_plus' in line ? line.wrc_plus : line.fpct
  }
  const color = (slot: PositionSlot): ((value: number | null) => string) => {
    if (data.mode === 'batting') return wrcPlusColor
    const span = widestGap(rows.map((row) => row.values[slot] ?? null), centre(slot))
    return (value) => relativeColor(value, centre(slot), span)
  }
  const columns: Column<Row>[] = [
    {
      key: 'team',
      header: '球団',
      rowHeader: true,
      render: (row) => TEAM_BY_CODE[row.team].shortName,
      link: (row) => ({ href: teamHref(row.team) }),
      cell: (row) => (row.team === team ? { className: SELECTED } : {}),
    },
    ...slots.map((slot): Column<Row> => {
      const paint = color(slot)
      return {
        key: slot,
        header: <PositionMark position={slot} />,
        align: 'center',
        render: (row) => formatStat(row.values[slot] ?? null, data.mode === 'batting' ? 'integer' : 'rate3'),
        cell: (row) => (row.small.has(slot) ? { className: SMALL } : { style: { backgroundColor: paint(row.values[slot] ?? null) } }),
      }
    }),
  ]
  const measure = data.mode === 'batting' ? 'wRC+' : '守備率'
  return (
    <DataTable
      caption={`${data.season}年 球団別・守備位置別の${measure}（${data.mode === 'batting' ? '100が平均、赤いほど高く青いほど低い' : '12球団のその位置の守備率より高いほど赤、低いほど青'}）`}
      rows={rows}
      rowKey={(row) => row.team}
      columns={columns}
      density="tight"
      fit
    />
  )
}
