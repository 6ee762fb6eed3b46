import type { BattedBallType, FielderNumber, PaResult, RunnerEventType } from '@/lib/domain/events'

/**
 * npb.jp play-by-play result texts (e.g. 「左中間2ランホームラン（打点2）」) read into canonical
 * events. Texts the grammar does not know come back as `unknown` so the importer can count and
 * report them rather than drop them.
 */
export type ParsedResult =
  | { kind: 'pa'; result: PaResult; battedBall: BattedBallType | null; fielder: FielderNumber | null; rbi: number; error: boolean }
  | { kind: 'runner'; type: RunnerEventType; runner: string | null; fromBase: 1 | 2 | 3 | null; toBase: 0 | 2 | 3 | 4 }
  | { kind: 'pitching_change'; from: string; to: string }
  | { kind: 'starting_pitcher'; name: string }
  /** 「（途中終了）」: a runner made the third out before the PA ended, so the PA does not count. */
  | { kind: 'pa_unfinished' }
  /** 「（途中交代）」: the batter was replaced during the PA; his successor finishes it. */
  | { kind: 'substitution' }
  | { kind: 'unknown'; text: string }

/** Where the ball went, longest first so 「レフト線」 wins over 「レフト」. */
const LOCATIONS: ReadonlyArray<readonly [string, FielderNumber]> = [
  ['レフトオーバー', 7], ['センターオーバー', 8], ['ライトオーバー', 9], ['左中間', 8], ['右中間', 8],
  ['レフト線', 7], ['ライト線', 9], ['ピッチャー', 1], ['キャッチャー', 2], ['ファースト', 3], ['セカンド', 4],
  ['サード', 5], ['ショート', 6], ['レフト', 7], ['センター', 8], ['ライト', 9], ['投', 1], ['捕', 2], ['一', 3],
  ['二', 4], ['三', 5], ['遊', 6], ['左', 7], ['中', 8], ['右', 9],
]

const BASE_NAMES: Readonly<Record<string, 2 | 3 | 4>> = { 二塁: 2, 三塁: 3, 本塁: 4 }

function splitLocation(text: string): { fielder: FielderNumber | null; rest: string } {
  for (const [name, fielder] of LOCATIONS) if (text.startsWith(name)) return { fielder, rest: text.slice(name.length) }
  return { fielder: null, rest: text }
}

function rbiOf(text: string): number {
  const match = /（打点(\d)）/.exec(text)
  return match ? Number(match[1]) : 0
}

const pa = (result: PaResult, battedBall: BattedBallType | null, fielder: FielderNumber | null, rbi: number, error = false): ParsedResult => ({
  kind: 'pa', result, battedBall, fielder, rbi, error,
})

function parseRunner(text: string): ParsedResult | null {
  const match = /^（走者・([^）]+)）(.*)$/.exec(text)
  const runner = match?.[1] ?? null
  const body = match?.[2] ?? text
  const base = Object.entries(BASE_NAMES).find(([name]) => body.startsWith(name))?.[1]
  const runnerEvent = (type: RunnerEventType, fromBase: 1 | 2 | 3 | null, toBase: 0 | 2 | 3 | 4): ParsedResult => ({ kind: 'runner', type, runner, fromBase, toBase })
  // A steal names the base he ran for; a pickoff names the base he was picked off.
  if (body.includes('盗塁成功') && base) return runnerEvent('SB', base - 1 as 1 | 2 | 3, base)
  if (body.includes('盗塁失敗')) return runnerEvent('CS', base ? (base - 1 as 1 | 2 | 3) : null, 0)
  const pickedOff = /^([一二三])塁牽制アウト/.exec(body)?.[1]
  if (body.includes('牽制アウト')) return runnerEvent('PO', pickedOff === '一' ? 1 : pickedOff === '二' ? 2 : pickedOff === '三' ? 3 : null, 0)
  if (body.startsWith('ワイルドピッチ')) return runnerEvent('WP', null, base ?? 2)
  if (body.startsWith('パスボール')) return runnerEvent('PB', null, base ?? 2)
  if (body.startsWith('ボーク')) return runnerEvent('BK', null, base ?? 2)
  return null
}

function parseBattedBall(text: string, rbi: number): ParsedResult | null {
  const error = text.includes('（エラー）') || text.endsWith('エラー')
  const { fielder, rest } = splitLocation(text.replace(/（[^）]*）/g, ''))
  const infield = fielder !== null && fielder <= 6
  if (/ホームラン$/.test(rest)) return pa('HR', 'fly', fielder, rbi)
  if (/スリーベース$/.test(rest)) return pa('3B', 'fly', fielder, rbi)
  if (/ツーベース$/.test(rest)) return pa('2B', 'line', fielder, rbi)
  if (/バントヒット$/.test(rest)) return pa('1B', 'bunt', fielder, rbi)
  if (/ヒット$/.test(rest)) return pa('1B', infield ? 'ground' : 'line', fielder, rbi)
  // A sacrifice stays a sacrifice when an error lets the batter reach (Rule 9.08(a), (d)).
  if (/犠牲バント/.test(rest)) return pa('SH', 'bunt', fielder, rbi, error)
  if (/犠牲フライ/.test(rest)) return pa('SF', 'fly', fielder, rbi, error)
  if (/三重殺/.test(rest)) return pa('TP', rest.includes('ライナー') ? 'line' : 'ground', fielder, rbi)
  if (/併殺/.test(rest)) return pa('DP', rest.includes('ライナー') ? 'line' : rest.includes('フライ') ? 'fly' : 'ground', fielder, rbi)
  if (/野選|フィー?ルダースチョイス/.test(text)) return pa('FC', 'ground', fielder, rbi)
  if (/バント/.test(rest)) return pa(error ? 'ROE' : 'GO', 'bunt', fielder, rbi, error)
  if (/ゴロ$/.test(rest)) return pa(error ? 'ROE' : 'GO', 'ground', fielder, rbi, error)
  if (/ライナー$/.test(rest)) return pa(error ? 'ROE' : 'LO', 'line', fielder, rbi, error)
  if (/フライ$/.test(rest)) {
    const popup = infield || rest.includes('ファウル') && fielder !== null && fielder <= 6
    return pa(error ? 'ROE' : popup ? 'PO' : 'FO', popup ? 'popup' : 'fly', fielder, rbi, error)
  }
  if (error && fielder !== null) return pa('ROE', 'ground', fielder, rbi, true)
  return null
}

export function parseResultText(raw: string): ParsedResult {
  const text = raw.trim().replace(/\s+/g, ' ')
  const rbi = rbiOf(text)
  if (text === '（途中終了）') return { kind: 'pa_unfinished' }
  if (text === '（途中交代）') return { kind: 'substitution' }
  // Obstruction awards the batter first base; interference by the batter is an out (catcher's putout).
  if (text.endsWith('走塁妨害出塁')) return pa('INT', null, splitLocation(text).fielder, rbi)
  if (text.endsWith('守備妨害アウト')) return pa('PO', null, 2, rbi)
  const change = /^（投手交代）\s*(.+?)\s*→\s*(.+)$/.exec(text)
  if (change?.[1] && change[2]) return { kind: 'pitching_change', from: change[1], to: change[2] }
  const starter = /^（先発投手）\s*(.+)$/.exec(text)
  if (starter?.[1]) return { kind: 'starting_pitcher', name: starter[1] }
  if (text.startsWith('（走者・') || /^(ワイルドピッチ|パスボール|ボーク)/.test(text)) return parseRunner(text) ?? { kind: 'unknown', text }
  if (text.includes('振り逃げ')) return pa('KWP', null, 2, rbi)
  if (text.includes('三振')) return pa('K', null, 2, rbi)
  if (text.startsWith('敬遠')) return pa('IBB', null, null, rbi)
  if (text.startsWith('フォアボール') || text.startsWith('四球')) return pa('BB', null, null, rbi)
  if (text.startsWith('デッドボール') || text.startsWith('死球')) return pa('HBP', null, null, rbi)
  if (text.startsWith('打撃妨害')) return pa('INT', null, 2, rbi)
  return parseBattedBall(text, rbi) ?? { kind: 'unknown', text }
}
