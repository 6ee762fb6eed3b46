import { DataTable, type Column } from '@/components/ui/DataTable'
import { getPlayerGameLog } from '@/lib/data/loaders/get-player-game-log'
import { monthOf } from '@/lib/domain/players/game-log'
import { battingLogColumns, pitchingLogColumns, type BattingRow, type PitchingRow } from './game-log-columns'

type Props = { playerId: string; name: string; season: number }

/** Each month's games followed by that month's subtotal (rates as of the month's end are the running ones). */
function withMonths<Game extends { gameId: string; date: string; running: Rates }, Month extends { month: string; games: number; line: Line; rates: Rates }, Line, Rates>(
  games: readonly Game[],
  months: readonly Month[],
) {
  // Grouped once (Node 20 has no Map.groupBy): a month's games in their order.
  const byMonth = new Map<string, Game[]>()
  for (const game of games) {
    const month = monthOf(game.date)
    const list = byMonth.get(month) ?? []
    list.push(game)
    byMonth.set(month, list)
  }
  return months.flatMap((month) => [
    ...(byMonth.get(month.month) ?? []).map((game) => ({ kind: 'game' as const, key: game.gameId, game, line: game, rates: game.running })),
    { kind: 'month' as const, key: month.month, month: month.month, games: month.games, line: month.line, rates: month.rates },
  ])
}

const NOTE = '「（ビ）」はビジターの試合。率は各試合終了時点の通算、月計の行はその月だけの成績です。WPAは勝利確率をどれだけ動かしたか（+0.10は10%分）。'

type TableProps<Row> = { caption: string; columns: readonly Column<Row>[]; rows: readonly Row[]; total: Row; totalLabel: string; phoneLead: readonly string[]; note: string }

/** The log's table, either side: the season total under the months, the line a phone keeps next to the date, the note. */
function GameLogTable<Row extends { key: string }>({ caption, columns, rows, total, totalLabel, phoneLead, note }: TableProps<Row>) {
  return (
    <section aria-label="試合別成績" className="space-y-2">
      <DataTable<Row> caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} leading={1} phoneLead={phoneLead} density="compact"
        footer={[{ key: 'total', label: totalLabel, value: (column) => column.render(total) }]} />
      <p className="text-xs text-slate-600">{note}</p>
    </section>
  )
}

/** 試合別打撃成績: every game of the season with his line, month subtotals and the running AVG/OPS. */
export function BattingLogView({ playerId, name, season }: Props) {
  const log = getPlayerGameLog(playerId, season, 'batting')
  if (!log) return <p className="text-sm text-slate-700">この年度の出場記録がありません。</p>
  const total: BattingRow = { kind: 'month', key: 'total', month: `${season}-00`, games: log.total.g, line: log.total, rates: log.rates }
  return (
    <GameLogTable<BattingRow> caption={`${name} ${season}年 試合別打撃成績`} columns={battingLogColumns()} rows={withMonths(log.games, log.months)} total={total}
      totalLabel={`シーズン計（${log.total.g}試合）`} phoneLead={['h', 'hr', 'avg']} note={NOTE} />
  )
}

/** 試合別投手成績: every appearance with his line, decisions, month subtotals and the running ERA. */
export function PitchingLogView({ playerId, name, season }: Props) {
  const log = getPlayerGameLog(playerId, season, 'pitching')
  if (!log) return <p className="text-sm text-slate-700">この年度の登板記録がありません。</p>
  const { g, w, l, sv, hld } = log.total
  const total: PitchingRow = { kind: 'month', key: 'total', month: `${season}-00`, games: g, line: log.total, rates: log.rates }
  return (
    <GameLogTable<PitchingRow> caption={`${name} ${season}年 試合別投手成績`} columns={pitchingLogColumns()} rows={withMonths(log.games, log.months)} total={total}
      totalLabel={`シーズン計（${g}登板 ${w}勝${l}敗${sv}S${hld}H）`} phoneLead={['ip', 'er', 'era']} note={`${NOTE}「球数」の「-」は投球記録のない試合です。`} />
  )
}
