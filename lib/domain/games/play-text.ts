import type { BattedBallType, PaResult, PitchResult } from '@/lib/domain/events'
import { spraySector, type SpraySector } from '@/lib/domain/pitching-analysis/batted-balls'

/** The scorer's numbers as a broadcaster names the fielders. */
const POSITION = ['', 'ピッチャー', 'キャッチャー', 'ファースト', 'セカンド', 'サード', 'ショート', 'レフト', 'センター', 'ライト'] as const
const FIELD: Readonly<Record<SpraySector, string>> = { left: 'レフト', left_center: '左中間', center: 'センター', right_center: '右中間', right: 'ライト' }
const HIT_NAME = { '2B': 'ツーベース', '3B': 'スリーベース' } as const
const HR_NAME = ['ソロホームラン', 'ソロホームラン', '2ランホームラン', '3ランホームラン', '満塁ホームラン'] as const

/** What the page knows of a plate appearance's end; direction in degrees (−45 the left-field line, +45 the right). */
export type PlayFacts = {
  result: PaResult
  battedBall: BattedBallType | null
  direction: number | null
  fielder: number | null
  runs: number
  rbi: number
  /** The PA's last pitch, where the source has pitches (it tells a swinging strikeout from a called one). */
  lastPitch: PitchResult | null
}

const position = (fielder: number | null): string | null => POSITION[fielder ?? 0] || null
/** Past the foul lines by more than a few degrees: a foul fly or pop. */
const isFoul = (direction: number | null) => direction !== null && Math.abs(direction) > 46
const timely = (rbi: number) => (rbi === 0 ? '' : rbi === 1 ? 'タイムリー' : `${rbi}点タイムリー`)

function single({ battedBall, direction, fielder, rbi }: PlayFacts): string {
  const where = position(fielder)
  if (battedBall === 'bunt') return where ? `${where}前へのバントヒット` : 'バントヒット'
  if (fielder !== null && fielder <= 6) return `${where ? `${where}への` : ''}${timely(rbi)}内野安打`
  const field = fielder !== null && fielder >= 7 ? POSITION[fielder] : direction === null ? null : FIELD[spraySector(direction)]
  if (field === '左中間' || field === '右中間') return `${field}への${timely(rbi)}ヒット`
  return field ? `${field}前${timely(rbi)}ヒット` : `${timely(rbi)}ヒット`
}

function extraBase(facts: PlayFacts & { result: '2B' | '3B' }): string {
  const { direction, battedBall, rbi, fielder } = facts
  const name = `${timely(rbi)}${HIT_NAME[facts.result]}`
  if (direction === null) return position(fielder) ? `${position(fielder)}への${name}` : name
  const sector = spraySector(direction)
  if (sector === 'left_center' || sector === 'right_center') return `${FIELD[sector]}を破る${name}`
  if (Math.abs(direction) >= 38 && battedBall !== 'fly') return `${FIELD[sector]}線を破る${name}`
  return battedBall === 'fly' ? `${FIELD[sector]}オーバーの${name}` : `${FIELD[sector]}への${name}`
}

function homeRun({ direction, runs }: PlayFacts): string {
  const name = HR_NAME[Math.min(4, Math.max(1, runs))] ?? 'ホームラン'
  if (direction === null) return name
  if (Math.abs(direction) <= 4) return `バックスクリーンへの${name}`
  return `${FIELD[spraySector(direction)]}スタンドへの${name}`
}

/** An out or a reach on a ball in play, named by its fielder and type (「ショートゴロ」「ライトライナー」). */
function ballInPlay({ result, battedBall, direction, fielder }: PlayFacts): string {
  const where = position(fielder) ?? ''
  const kind = battedBall === 'ground' ? 'ゴロ' : battedBall === 'line' ? 'ライナー' : battedBall === 'bunt' ? 'バント' : isFoul(direction) ? 'ファウルフライ' : 'フライ'
  switch (result) {
    case 'DP':
      return battedBall === 'ground' ? `${where}ゴロ併殺打` : `${where}${kind}（併殺）`
    case 'TP':
      return `${where}${kind}（三重殺）`
    case 'FC':
      return `${where}${kind}（野手選択）`
    case 'ROE':
      return where ? `${where}のエラーで出塁` : 'エラーで出塁'
    case 'GO':
      return `${where}ゴロ`
    case 'LO':
      return `${where}ライナー`
    default:
      return `${where}${isFoul(direction) ? 'ファウルフライ' : 'フライ'}`
  }
}

function strikeout({ result, lastPitch }: PlayFacts): string {
  if (result === 'KWP') return '三振（振り逃げで出塁）'
  if (lastPitch === 'swinging_strike') return '空振り三振'
  if (lastPitch === 'called_strike') return '見逃し三振'
  if (lastPitch === 'foul') return 'スリーバント失敗'
  return '三振'
}

/** Runs that scored on a play that is not a hit: how a broadcaster adds them. */
function withRuns(text: string, facts: PlayFacts): string {
  if (facts.runs === 0) return text
  if (['BB', 'IBB', 'HBP'].includes(facts.result)) return `押し出しの${text}`
  if (facts.result === 'KWP') return `振り逃げの間に${facts.runs}点`
  if (['GO', 'FC', 'DP', 'TP', 'ROE'].includes(facts.result)) return `${text.replace(/で出塁$/, '')}の間に${facts.runs}点`
  return `${text}で${facts.runs}点`
}

/**
 * A plate appearance's end as a Japanese broadcaster says it, from what the source holds: the
 * field or fielder where known, タイムリー for a hit that drove runs in, the runs a non-hit scored.
 *
 * @example playText({ result: '2B', battedBall: 'line', direction: 18, fielder: 9, runs: 2, rbi: 2, lastPitch: 'in_play' }) // '右中間を破る2点タイムリーツーベース'
 */
export function playText(facts: PlayFacts): string {
  switch (facts.result) {
    case '1B':
      return single(facts)
    case '2B':
    case '3B':
      return extraBase({ ...facts, result: facts.result })
    case 'HR':
      return homeRun(facts)
    case 'K':
    case 'KWP':
      return withRuns(strikeout(facts), facts)
    case 'BB':
      return withRuns('フォアボール', facts)
    case 'IBB':
      return withRuns('申告敬遠', facts)
    case 'HBP':
      return withRuns('デッドボール', facts)
    case 'INT':
      return withRuns('打撃妨害で出塁', facts)
    case 'SH':
      return withRuns(position(facts.fielder) ? `${position(facts.fielder)}前への送りバント` : '送りバント', facts)
    case 'SF':
      return withRuns(position(facts.fielder) ? `${position(facts.fielder)}への犠牲フライ` : '犠牲フライ', facts)
    default:
      return withRuns(ballInPlay(facts), facts)
  }
}

const STEAL = ['', '', '二盗', '三盗', '本盗'] as const
const BASE = ['', '一塁', '二塁', '三塁', '本塁'] as const
const ADVANCE_CAUSE = { WP: 'ワイルドピッチ', PB: 'パスボール', BK: 'ボーク' } as const

/** A runner's move between pitches, with the runner's name. */
export type RunnerFacts = { type: 'SB' | 'CS' | 'WP' | 'PB' | 'PO' | 'BK' | 'OA'; runner: string; fromBase: number; toBase: number }

/**
 * A steal, pickoff or advance on a wild pitch as the broadcast says it; to base 4 is home, 0 out.
 *
 * @example runnerText({ type: 'WP', runner: '田中', fromBase: 3, toBase: 4 }) // 'ワイルドピッチで田中が生還'
 */
export function runnerText({ type, runner, fromBase, toBase }: RunnerFacts): string {
  switch (type) {
    case 'SB':
      return `${runner}が${STEAL[toBase] ?? '盗塁'}成功`
    case 'CS':
      return `${runner}が${STEAL[fromBase + 1] ?? ''}失敗（盗塁死）`
    case 'PO':
      return `${runner}が牽制死`
    case 'OA':
      return `${runner}が走塁死`
    default:
      return `${ADVANCE_CAUSE[type]}で${runner}が${toBase === 4 ? '生還' : `${BASE[toBase] ?? ''}へ`}`
  }
}
