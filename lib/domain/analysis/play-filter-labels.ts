import { formatBases } from '@/lib/domain/format/game-state'
import { SPLIT_LABELS } from '@/lib/domain/splits/split-labels'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import {
  PLAY_BASES, PLAY_COUNTS, PLAY_FIRST_PITCHES, PLAY_FILTER_KEYS, PLAY_HANDS, PLAY_INNINGS, PLAY_MARGINS, PLAY_MONTHS, PLAY_OUTS, PLAY_RESULTS,
  type PlayBases, type PlayCount, type PlayFilter, type PlayFilterKey, type PlayFirstPitch, type PlayInning, type PlayMargin, type PlayOuts, type PlayResult, type PlaySide,
} from './play-filter-fields'

const OUTS_LABELS: Readonly<Record<PlayOuts, string>> = { '0': '無死', '1': '一死', '2': '二死' }

const basesLabel = (bases: PlayBases) => (bases === 'on' ? '走者あり' : bases === 'risp' ? '得点圏' : formatBases(Number(bases)))

function inningLabel(inning: PlayInning): string {
  if (inning === 'extra' || inning === '1-3' || inning === '4-6' || inning === '7-9') return SPLIT_LABELS.inning.values[inning]
  return `${inning}回`
}

/** From the side's club: '1' → 1点リード, '-4' → 4点以上ビハインド. */
function marginLabel(margin: PlayMargin): string {
  if (margin === 'lead') return 'リード時'
  if (margin === 'behind') return 'ビハインド時'
  const runs = Number(margin)
  if (runs === 0) return '同点'
  const more = Math.abs(runs) >= 4 ? '以上' : ''
  return `${Math.abs(runs)}点${more}${runs > 0 ? 'リード' : 'ビハインド'}`
}

function countLabel(count: PlayCount): string {
  if (count === 'ahead' || count === 'even' || count === 'behind' || count === 'two-strikes') return SPLIT_LABELS.count.values[count]
  return count === '3-2' ? 'フルカウント（3-2）' : `カウント${count}`
}

const FIRST_PITCH_LABELS: Readonly<Record<PlayFirstPitch, string>> = {
  ball: '初球ボール',
  strike: '初球ストライク',
  swing: '初球スイング',
  take: '初球見送り',
  in_play: '初球打ち',
}

export const PLAY_RESULT_LABELS: Readonly<Record<PlayResult, string>> = {
  hit: '安打', '1B': '単打', '2B': '二塁打', '3B': '三塁打', HR: '本塁打', xbh: '長打', BB: '四球', IBB: '故意四球', HBP: '死球',
  K: '三振', out: '凡打', DP: '併殺打', SH: '犠打', SF: '犠飛', ROE: '失策出塁',
}

/** Each filter's caption on the finder's form. */
export const PLAY_FILTER_CAPTIONS: Readonly<Record<PlayFilterKey, string>> = {
  bases: '走者', outs: 'アウト', inning: 'イニング', margin: '点差', count: 'カウント（打席終了時）', ph: '代打', first: '初球',
  bhand: '打者の左右', phand: '投手の左右', team: '球団', player: '選手', month: '月', result: '結果',
}

type Option = readonly [value: string, label: string]

/**
 * The choices of each select-type filter, in the form's order, as [value, label]. The margin
 * reads from the side's club; the club and player lists come from the data, not from here.
 */
export function playFilterOptions(side: PlaySide): Readonly<Record<Exclude<PlayFilterKey, 'team' | 'player' | 'ph'>, readonly Option[]>> {
  const clubWord = side === 'batting' ? '攻撃側' : '守備側'
  return {
    bases: PLAY_BASES.map((value) => [value, basesLabel(value)] as const),
    outs: PLAY_OUTS.map((value) => [value, OUTS_LABELS[value]] as const),
    inning: PLAY_INNINGS.map((value) => [value, inningLabel(value)] as const),
    margin: PLAY_MARGINS.map((value) => [value, `${marginLabel(value)}（${clubWord}）`] as const),
    count: PLAY_COUNTS.map((value) => [value, countLabel(value)] as const),
    first: PLAY_FIRST_PITCHES.map((value) => [value, FIRST_PITCH_LABELS[value]] as const),
    bhand: PLAY_HANDS.map((value) => [value, value === 'R' ? '右打者' : '左打者'] as const),
    phand: PLAY_HANDS.map((value) => [value, value === 'R' ? '右投手' : '左投手'] as const),
    month: PLAY_MONTHS.map((value) => [String(value), `${value}月`] as const),
    result: PLAY_RESULTS.map((value) => [value, PLAY_RESULT_LABELS[value]] as const),
  }
}

/**
 * The filter in words, one label per filter in the URL's order, for the results' heading and its
 * chips; a player is named by `playerName` (his id where it does not know him).
 *
 * @example playFilterLabels({ bases: '7', outs: '2', ph: true }, 'batting') // ['満塁', '二死', '代打']
 */
export function playFilterLabels(filter: PlayFilter, side: PlaySide, playerName: (id: string) => string | null = () => null): { key: PlayFilterKey; label: string }[] {
  const options = playFilterOptions(side)
  const labelOf = (key: PlayFilterKey): string | null => {
    switch (key) {
      case 'ph':
        return filter.ph ? '代打' : null
      case 'team':
        return filter.team === undefined ? null : TEAM_BY_CODE[filter.team].shortName
      case 'player':
        return filter.player === undefined ? null : (playerName(filter.player) ?? filter.player)
      case 'margin':
        return filter.margin === undefined ? null : marginLabel(filter.margin)
      default: {
        const value = filter[key]
        return value === undefined ? null : (options[key].find(([option]) => option === String(value))?.[1] ?? null)
      }
    }
  }
  return PLAY_FILTER_KEYS.flatMap((key) => {
    const label = labelOf(key)
    return label === null ? [] : [{ key, label }]
  })
}
