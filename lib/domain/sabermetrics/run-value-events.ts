import { LINEAR_WEIGHT_EVENTS } from './event-classes'

/** The events the run-value table lists: the PA classes of the linear weights, then the two steal events. */
export const RUN_VALUE_EVENTS = [...LINEAR_WEIGHT_EVENTS, 'SB', 'CS'] as const
export type RunValueEvent = (typeof RUN_VALUE_EVENTS)[number]

/** Japanese names of the events (event-classes.ts says what each class holds). */
export const RUN_VALUE_EVENT_LABELS: Readonly<Record<RunValueEvent, string>> = {
  '1B': '単打',
  '2B': '二塁打',
  '3B': '三塁打',
  HR: '本塁打',
  BB: '四球（故意四球を除く）',
  IBB: '故意四球',
  HBP: '死球',
  INT: '打撃妨害',
  ROE: '失策・振り逃げで出塁',
  K: '三振',
  out: '凡打（ゴロ・飛球・ライナー・併殺・野手選択）',
  SH: '犠打',
  SF: '犠飛',
  SB: '盗塁',
  CS: '盗塁死',
}
