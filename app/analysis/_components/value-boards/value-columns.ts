import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import type { LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import type { ValueBoard, ValueBoardRow, ValueBoardSide } from '@/lib/schemas/value-boards'

/** One stat column of a board: the URL's sort key, the header, the value it sorts by and the text the page and the CSV print. */
export type ValueColumn = {
  key: string
  label: string
  /** What the header's tooltip says the column is. */
  title: string
  value: (row: ValueBoardRow) => number | null
  print: (row: ValueBoardRow) => string
  glossary?: GlossaryRef
}

const signed = (digits: number) => (value: number | null) => formatSigned(value, digits)
const decimal2 = (value: number | null) => formatStat(value, 'decimal2')
const count = (value: number | null) => formatStat(value, 'count')

function column(key: string, label: string, title: string, value: ValueColumn['value'], print: (value: number | null) => string, glossary?: string): ValueColumn {
  return { key, label, title, value, print: (row) => print(value(row)), ...(glossary ? { glossary: { key: glossary } } : {}) }
}

const GAMES = { batting: column('games', '試合', '打席に立った試合', (row) => row.games, count), pitching: column('games', '登板', '投げた試合', (row) => row.games, count) }
const PA = { batting: column('pa', '打席', '打席数', (row) => row.pa, count), pitching: column('pa', '打者', '対戦打者数', (row) => row.pa, count) }
const WPA = column('wpa', 'WPA', '勝利期待値を動かした量の合計', (row) => row.wpa, signed(2), 'wpa')
const RE24 = column('re24', 'RE24', '得点期待値を動かした量の合計（得点を含む）', (row) => row.re24, signed(1), 're24')

/** LWTS's event columns, in the weights table's order; a pitcher's are the events against him. */
const EVENT_LABELS: readonly (readonly [LinearWeightEvent, string])[] = [
  ['1B', '単打'], ['2B', '二塁打'], ['3B', '三塁打'], ['HR', '本塁打'], ['BB', '四球'], ['IBB', '故意四球'], ['HBP', '死球'],
  ['INT', '打撃妨害'], ['ROE', '失策出塁'], ['K', '三振'], ['out', '凡打'], ['SH', '犠打'], ['SF', '犠飛'],
]
export const EVENT_LABEL: Readonly<Record<LinearWeightEvent, string>> = Object.fromEntries(EVENT_LABELS) as Record<LinearWeightEvent, string>

const BOARD_COLUMNS: Readonly<Record<ValueBoard, (side: ValueBoardSide) => ValueColumn[]>> = {
  wpa: (side) => [
    GAMES[side],
    PA[side],
    ...(side === 'pitching' ? [column('relief_games', '救援', '救援登板', (row) => row.relief_games, count)] : []),
    WPA,
    column('wpa_plus', 'WPA+', '勝利期待値を上げた打席の合計', (row) => row.wpa_plus, signed(2), 'wpa'),
    column('wpa_minus', 'WPA−', '勝利期待値を下げた打席の合計', (row) => row.wpa_minus, signed(2), 'wpa'),
    column('pli', 'pLI', '出場した打席の平均LI', (row) => row.pli, decimal2),
    ...(side === 'batting' ? [column('phli', 'phLI', '代打で出た打席の平均LI', (row) => row.phli, decimal2)] : []),
    column('wpa_li', 'WPA/LI', '打席ごとのWPA÷LIの合計（場面の重さをならしたWPA）', (row) => row.wpa_li, signed(2)),
    column('clutch', 'Clutch', 'WPA÷pLI − WPA/LI（重い場面での上積み）', (row) => row.clutch, signed(2)),
    ...(side === 'pitching'
      ? [
          column('shutdowns', 'SD', 'シャットダウン：WPA +0.06 以上の救援登板', (row) => row.shutdowns, count),
          column('meltdowns', 'MD', 'メルトダウン：WPA −0.06 以下の救援登板', (row) => row.meltdowns, count),
        ]
      : []),
  ],
  re24: (side) => [
    GAMES[side],
    PA[side],
    RE24,
    column('rew', 'REW', 'RE24 ÷ 1勝あたりの得点（勝利数に換算したRE24）', (row) => row.rew, signed(2)),
    column('boli', 'boLI', '塁・アウトの状況だけで見た打席の平均の重さ（平均1）', (row) => row.boli, decimal2),
    WPA,
  ],
  lwts: (side) => [
    GAMES[side],
    PA[side],
    column('lwts', 'LWTS', '得点価値で数えた平均以上の得点', (row) => row.lwts, signed(1), 'linear_weights'),
    ...EVENT_LABELS.map(([event, label]) => column(`e_${event.toLowerCase()}`, label, side === 'batting' ? `${label}の数` : `対戦した打席の${label}の数`, (row) => row.events[event], count)),
  ],
}

/** A board's stat columns for a side, in the table's order. */
export const valueColumns = (board: ValueBoard, side: ValueBoardSide): ValueColumn[] => BOARD_COLUMNS[board](side)

/** The board's own value: its default sort, most first. */
export const BOARD_KEY: Readonly<Record<ValueBoard, string>> = { wpa: 'wpa', re24: 're24', lwts: 'lwts' }
