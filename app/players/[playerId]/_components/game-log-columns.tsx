import { CELL_LINK, type Column } from '@/components/ui/DataTable'
import { PageLink } from '@/components/navigation/PageLink'
import { teamHref } from '@/components/stats/standings/TeamLink'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { formatStat } from '@/lib/domain/format/stat-format'
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

/** 「VS 巨人」 linking to the club's page (its own cell's hit area on phones, beside the date's), 「（ビ）」 on the road. */
function Opponent({ code, home }: { code: string; home: boolean }) {
  const team = getTeamByCode(code)
  const label = opponentLabel(code)
  return (
    <>
      {team ? (
        <PageLink href={teamHref(team.id)} className={`hover:underline ${CELL_LINK}`}>
          {label}
        </PageLink>
      ) : (
        label
      )}
      {home ? '' : '（ビ）'}
    </>
  )
}

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
          <PageLink href={`/games/${row.game.gameId}`} className={`text-brand hover:underline ${CELL_LINK}`}>
            {shortDate(row.game.date)}
          </PageLink>
        ),
    },
    { key: 'opponent', header: '相手', render: (row) => (row.kind === 'game' ? <Opponent code={row.game.opponent} home={row.game.home} /> : `${row.games}試合`), cell: (row) => (row.kind === 'game' ? { title: venueSideLabel(row.game.home) } : {}) },
    { key: 'result', header: '結果', render: (row) => (row.kind === 'game' ? `${row.game.result} ${scoreLabel(row.game)}` : '') },
  ]
}

/** A whole-number column, with thousands separators like the career table's (a postseason's 1,090 pitches). */
export const countColumn = <Row,>(key: string, header: string, value: (row: Row) => number | null): Column<Row> => ({ key, header, align: 'right', render: (row) => formatStat(value(row), 'count') })

type BattingLine = z.infer<typeof battingGameLineSchema>
type PitchingLine = z.infer<typeof pitchingGameLineSchema>

/** A batting line's columns, PA to OPS, for any row that carries a line and its rates (a game, a month, a postseason stage). */
export function battingLineColumns<Row extends { line: BattingLine; rates: BattingGame['running'] }>(): Column<Row>[] {
  const line = (key: keyof BattingLine) => (row: Row) => row.line[key]
  return [
    countColumn('pa', '打席', line('pa')), countColumn('ab', '打数', line('ab')), countColumn('r', '得点', line('r')), countColumn('h', '安打', line('h')),
    countColumn('doubles', '二塁打', line('doubles')), countColumn('triples', '三塁打', line('triples')), countColumn('hr', '本塁打', line('hr')),
    countColumn('rbi', '打点', line('rbi')), countColumn('bb', '四球', line('bb')), countColumn('so', '三振', line('so')), countColumn('sb', '盗塁', line('sb')),
    { key: 'wpa', header: 'WPA', align: 'right', render: (row) => formatSigned(row.line.wpa, 2) },
    { key: 'avg', header: '打率', align: 'right', render: (row) => formatRate3(row.rates.avg) },
    { key: 'ops', header: 'OPS', align: 'right', render: (row) => formatRate3(row.rates.ops) },
  ]
}

/** A pitching line's columns, innings to ERA (see battingLineColumns). */
export function pitchingLineColumns<Row extends { line: PitchingLine; rates: PitchingGame['running'] }>(): Column<Row>[] {
  const line = (key: keyof PitchingLine) => (row: Row) => row.line[key]
  return [
    { key: 'ip', header: '投球回', align: 'right', render: (row) => formatInnings(row.line.outs) },
    countColumn('bf', '打者', line('bf')), countColumn('pitches', '球数', line('pitches')), countColumn('h', '被安打', line('h')), countColumn('hr', '被本塁打', line('hr')),
    countColumn('bb', '四球', line('bb')), countColumn('so', '三振', line('so')), countColumn('r', '失点', line('r')), countColumn('er', '自責点', line('er')),
    { key: 'wpa', header: 'WPA', align: 'right', render: (row) => formatSigned(row.line.wpa, 2) },
    { key: 'era', header: '防御率', align: 'right', render: (row) => formatEra(row.rates.era) },
  ]
}

export function battingLogColumns(): Column<BattingRow>[] {
  return [
    ...gameColumns<BattingRow>(),
    { key: 'order', header: '打順', align: 'right', render: (row) => (row.kind === 'game' ? (row.game.battingOrder ?? '-') : '') },
    { key: 'positions', header: '守備', render: (row) => (row.kind === 'game' ? positionsLabel(row.game.positions) : '') },
    ...battingLineColumns<BattingRow>(),
  ]
}

export function pitchingLogColumns(): Column<PitchingRow>[] {
  return [
    ...gameColumns<PitchingRow>(),
    { key: 'role', header: '役割', render: (row) => (row.kind === 'game' ? roleLabel(row.game.started) : '') },
    { key: 'decision', header: '責', render: (row) => (row.kind === 'game' ? decisionLabel(row.game.decision) : '') },
    ...pitchingLineColumns<PitchingRow>(),
  ]
}
