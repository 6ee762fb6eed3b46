import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { SlotSummary } from '@/lib/domain/teams/lineup-slots'

type Row = { key: string; slot: number; playerId: string | null; name: string; games: number; pa: number; ops: number | null }

type Props = { slots: readonly SlotSummary[]; names: Readonly<Record<string, string>>; season: number; caption: string }

/** A slot's listed starters, then the rest as one 「ほか n人」 row. */
const rowsOf = (summary: SlotSummary, names: Readonly<Record<string, string>>): Row[] => [
  ...summary.starters.map((starter) => ({ key: `${summary.slot}-${starter.playerId}`, slot: summary.slot, name: names[starter.playerId] ?? starter.playerId, ...starter })),
  ...(summary.others ? [{ key: `${summary.slot}-others`, slot: summary.slot, playerId: null, name: `ほか${summary.others.players}人`, ...summary.others }] : []),
]

/** Each batting slot's starters: games started there, and PAs and OPS in that slot. */
export function SlotTable({ slots, names, season, caption }: Props) {
  const columns: readonly Column<Row>[] = [
    { key: 'slot', header: '打順', rowHeader: true, render: (row) => `${row.slot}番` },
    // Sent as text and href (not a link element per row); the 「ほか n人」 row names no page.
    { key: 'player', header: '選手', render: (row) => row.name, link: (row) => (row.playerId === null ? null : { href: playerCareerHref(row.playerId, 'batting', season) }) },
    { key: 'games', header: '先発', align: 'right', render: (row) => row.games },
    { key: 'pa', header: '打席', align: 'right', render: (row) => row.pa },
    { key: 'ops', header: 'OPS', align: 'right', glossary: { key: 'ops' }, render: (row) => formatRate3(row.ops) },
  ]
  return <DataTable caption={caption} columns={columns} rows={slots.flatMap((summary) => rowsOf(summary, names))} rowKey={(row) => row.key} density="compact" fit />
}
