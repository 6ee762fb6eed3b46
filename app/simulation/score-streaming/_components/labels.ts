import type { PitchResult } from '@/lib/domain/events'
import type { StreamSpeed } from '@/lib/domain/simulation/streaming/stream-query'

/** The speeds as the control names them. */
export const SPEED_LABELS: Readonly<Record<StreamSpeed, string>> = {
  '1': '標準（1球0.8秒）',
  '2': '2倍速',
  '5': '5倍速',
  '10': '10倍速',
  max: '最速（待ち時間なし）',
}

/** A pitch's result as a broadcast calls it. */
export const PITCH_RESULT_LABELS: Readonly<Record<PitchResult, string>> = {
  ball: 'ボール',
  called_strike: '見逃し',
  swinging_strike: '空振り',
  foul: 'ファウル',
  in_play: 'インプレー',
  hbp: '死球',
}

/** Positions as a Japanese lineup card writes them: （中）（遊）… */
export const POSITION_SHORT: Readonly<Record<string, string>> = {
  P: '投', C: '捕', '1B': '一', '2B': '二', '3B': '三', SS: '遊', LF: '左', CF: '中', RF: '右', DH: '指', PH: '打',
}

export const HAND_LABELS: Readonly<Record<string, string>> = { R: '右', L: '左', S: '両' }
