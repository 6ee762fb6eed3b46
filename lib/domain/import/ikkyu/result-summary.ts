import type { BattedBallType, FielderNumber, PaResult } from '@/lib/domain/events'

/**
 * 一球速報's short result texts (`result_summary`: 「中フライ」, 「右安打 ＋1点」, 「遊併殺打」,
 * 「捕犠打野選」) read into canonical results. An entry whose text is a pitch (「ボール」,
 * 「見逃し」) or a pickoff throw (「1塁けん制 セーフ」) is not a PA: 一球速報 cut the PA there
 * because a runner moved (steal, wild pitch) or a call was reviewed.
 */
export type SummaryParse =
  | {
    kind: 'pa'
    result: PaResult
    battedBall: BattedBallType | null
    fielder: FielderNumber | null
    /** Outs the play itself normally makes: what tells the outs before the play when the entry before it is missing. */
    outs: number
    runs: number
  }
  | { kind: 'interrupted'; runs: number; pickoffBase: 1 | 2 | 3 | null }
  | { kind: 'unknown'; text: string; runs: number }

const FIELDERS: ReadonlyArray<readonly [string, FielderNumber]> = [
  ['左中', 8], ['右中', 8], ['投', 1], ['捕', 2], ['一', 3], ['二', 4], ['三', 5], ['遊', 6], ['左', 7], ['中', 8], ['右', 9],
]

const PITCH_WORDS: ReadonlySet<string> = new Set(['ボール', '見逃し', '空振り', 'ファウル', 'ファウルチップ'])

/** Results that retire the batter in the ordinary way, with the outs they make. */
const OUTS: Partial<Record<PaResult, number>> = { K: 1, GO: 1, FO: 1, LO: 1, PO: 1, SH: 1, SF: 1, DP: 2, TP: 3 }

const pa = (result: PaResult, battedBall: BattedBallType | null, fielder: FielderNumber | null, runs: number, outs = OUTS[result] ?? 0): SummaryParse => ({
  kind: 'pa', result, battedBall, fielder, outs, runs,
})

function splitFielder(text: string): { fielder: FielderNumber | null; rest: string } {
  for (const [name, fielder] of FIELDERS) if (text.startsWith(name)) return { fielder, rest: text.slice(name.length) }
  return { fielder: null, rest: text }
}

/** A ball in play, from the text after the fielder; `bunt` when the last pitch was a bunt. */
function battedBallResult(rest: string, fielder: FielderNumber | null, runs: number, bunt: boolean): SummaryParse | null {
  const infield = fielder !== null && fielder <= 6
  const ground: BattedBallType = bunt ? 'bunt' : 'ground'
  if (rest === '安打') return pa('1B', bunt ? 'bunt' : infield ? 'ground' : 'line', fielder, runs)
  if (rest === '2塁打') return pa('2B', 'line', fielder, runs)
  if (rest === '3塁打') return pa('3B', 'fly', fielder, runs)
  if (rest === '本塁打') return pa('HR', 'fly', fielder, runs)
  if (rest === 'ゴロ') return pa('GO', ground, fielder, runs)
  if (rest === 'ライナー') return pa('LO', 'line', fielder, runs)
  if (rest === 'フライ' || rest === 'ファウルフライ') return infield ? pa('PO', 'popup', fielder, runs) : pa('FO', 'fly', fielder, runs)
  // 犠打野選: the sacrifice stands (no at-bat) although every runner, the batter too, was safe.
  if (rest === '犠打野選') return pa('SH', 'bunt', fielder, runs, 0)
  if (/^犠打(エラー|失策)$/.test(rest)) return pa('ROE', 'bunt', fielder, runs)
  if (rest === '犠打') return pa('SH', 'bunt', fielder, runs)
  if (/^犠飛(エラー|失策)$/.test(rest)) return pa('ROE', 'fly', fielder, runs)
  if (rest === '犠飛') return pa('SF', 'fly', fielder, runs)
  if (/^(ライナー)?併殺打?$/.test(rest)) return pa('DP', rest.startsWith('ライナー') ? 'line' : ground, fielder, runs)
  if (/^三重殺打?$/.test(rest)) return pa('TP', ground, fielder, runs)
  if (/^(エラー|失策)$/.test(rest)) return pa('ROE', infield ? ground : null, fielder, runs)
  if (rest === '野選') return pa('FC', ground, fielder, runs)
  return null
}

/** The runs the entry's own play scored: 「＋2点」. */
export function summaryRuns(summary: string): number {
  return Number(/\+(\d+)点/.exec(summary.normalize('NFKC'))?.[1] ?? 0)
}

/**
 * One entry's summary. `detail` (result_detail) only decides 振り逃げ; `lastPitchBunt` says the
 * ball was bunted, which the summary shows for sacrifices only.
 */
export function parseResultSummary(summary: string, detail: string, lastPitchBunt: boolean): SummaryParse {
  const runs = summaryRuns(summary)
  const text = summary.normalize('NFKC').replace(/\s*\+\d+点/, '').trim()
  const pickoff = /^([123])塁けん制/.exec(text)
  if (pickoff) return { kind: 'interrupted', runs, pickoffBase: Number(pickoff[1]) as 1 | 2 | 3 }
  if (PITCH_WORDS.has(text)) return { kind: 'interrupted', runs, pickoffBase: null }
  if (/振り逃げ/.test(text) || (/三振/.test(text) && /振り逃げ/.test(detail))) return pa('KWP', null, 2, runs, 0)
  if (/^(空振り|見逃し)?三振$/.test(text)) return pa('K', null, 2, runs)
  if (text.startsWith('敬遠')) return pa('IBB', null, null, runs)
  if (text === '四球') return pa('BB', null, null, runs)
  if (text === '死球') return pa('HBP', null, null, runs)
  if (/打撃妨害/.test(text)) return pa('INT', null, 2, runs)
  if (/走塁妨害/.test(text)) return pa('INT', null, splitFielder(text).fielder, runs)
  const { fielder, rest } = splitFielder(text)
  return (fielder !== null ? battedBallResult(rest, fielder, runs, lastPitchBunt) : null) ?? { kind: 'unknown', text: summary, runs }
}
