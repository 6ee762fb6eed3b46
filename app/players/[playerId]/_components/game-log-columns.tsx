import { CELL_LINK, type Column } from '@/components/ui/DataTable'
import { SiteLink } from '@/components/ui/SiteLink'
import { formatEra, formatInnings, formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { decisionLabel, monthLabel, positionsLabel, roleLabel } from '@/lib/domain/players/game-log-labels'
import { opponentLabel, scoreLabel, venueSideLabel } from '@/lib/domain/players/game-log'
import type { z } from 'zod'
import type { BattingGameLog, battingGameLineSchema, PitchingGameLog, pitchingGameLineSchema } from '@/lib/schemas/player-game-log'

type BattingGame = BattingGameLog['games'][number]
type PitchingGame = PitchingGameLog['games'][number]

/** A game row, or a month's subtotal row after the month's games. */
export type LogRow<Game, Line, Rates> = { kind: 'game'; key: string; game: Game; line: Line; rates: Rates } | { kind: 'month'; key: string; month: string; games: number; line: Line; rates: Rates }
export type BattingRow = LogRow<BattingGame, z.infer<typeof battingGameLineSchema>, BattingGame['running']>
export type PitchingRow = LogRow<PitchingGame, z.infer<typeof pitchingGameLineSchema>, PitchingGame['running']>

const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`

/** Date (a link to the game), opponent and result, shared by both logs; a month row reads 「4月計」 and its games. */
function gameColumns<Row extends LogRow<BattingGame | PitchingGame, object, object>>(): Column<Row>[] {
  return [
    {
      key: 'date',
      header: '日付',
      rowHeader: true,
      render: (row) =>
        row.kind === 'month' ? (
          `${monthLabel(row.month)}計`
        ) : (
          <SiteLink href={`/games/${row.game.gameId}`} className={`text-brand hover:underline ${CELL_LINK}`} upcoming="plain">
            {shortDate(row.game.date)}
          </SiteLink>
        ),
    },
    { key: 'opponent', header: '相手', render: (row) => (row.kind === 'game' ? `${opponentLabel(row.game.opponent)}${row.game.home ? '' : '（ビ）'}` : `${row.games}試合`), cell: (row) => (row.kind === 'game' ? { title: venueSideLabel(row.game.home) } : {}) },
    { key: 'result', header: '結果', render: (row) => (row.kind === 'game' ? `${row.game.result} ${scoreLabel(row.game)}` : '') },
  ]
}

const count = <Row,>(key: string, header: string, value: (row: Row) => number | null): Column<Row> => ({ key, header, align: 'right', render: (row) => (value(row) === null ? '-' : String(value(row))) })

export function battingLogColumns(): Column<BattingRow>[] {
  const line = (key: keyof BattingRow['line']) => (row: BattingRow) => row.line[key]
  return [
    ...gameColumns<BattingRow>(),
    { key: 'order', header: '打順', align: 'right', render: (row) => (row.kind === 'game' ? (row.game.battingOrder ?? '-') : '') },
    { key: 'positions', header: '守備', render: (row) => (row.kind === 'game' ? positionsLabel(row.game.positions) : '') },
    count('pa', '打席', line('pa')), count('ab', '打数', line('ab')), count('r', '得点', line('r')), count('h', '安打', line('h')),
    count('doubles', '二塁打', line('doubles')), count('triples', '三塁打', line('triples')), count('hr', '本塁打', line('hr')),
    count('rbi', '打点', line('rbi')), count('bb', '四球', line('bb')), count('so', '三振', line('so')), count('sb', '盗塁', line('sb')),
    { key: 'wpa', header: 'WPA', align: 'right', render: (row) => formatSigned(row.line.wpa, 2) },
    { key: 'avg', header: '打率', align: 'right', render: (row) => formatRate3(row.rates.avg) },
    { key: 'ops', header: 'OPS', align: 'right', render: (row) => formatRate3(row.rates.ops) },
  ]
}

export function pitchingLogColumns(): Column<PitchingRow>[] {
  const line = (key: keyof PitchingRow['line']) => (row: PitchingRow) => row.line[key]
  return [
    ...gameColumns<PitchingRow>(),
    { key: 'role', header: '役割', render: (row) => (row.kind === 'game' ? roleLabel(row.game.started) : '') },
    { key: 'decision', header: '責', render: (row) => (row.kind === 'game' ? decisionLabel(row.game.decision) : '') },
    { key: 'ip', header: '投球回', align: 'right', render: (row) => formatInnings(row.line.outs) },
    count('bf', '打者', line('bf')), count('pitches', '球数', line('pitches')), count('h', '被安打', line('h')), count('hr', '被本塁打', line('hr')),
    count('bb', '四球', line('bb')), count('so', '三振', line('so')), count('r', '失点', line('r')), count('er', '自責点', line('er')),
    { key: 'wpa', header: 'WPA', align: 'right', render: (row) => formatSigned(row.line.wpa, 2) },
    { key: 'era', header: '防御率', align: 'right', render: (row) => formatEra(row.rates.era) },
  ]
}
