import { PA_RESULTS, PITCH_RESULTS, type PitchResult } from '@/lib/domain/events'
import { TEAM_CODES, type League } from '@/lib/domain/teams/team-codes'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { HAND_CODES, type PlayBlock, type PlayColumns } from './play-filter-columns'
import { PLAY_RESULT_EVENTS, type PlayCount, type PlayFilter, type PlayFirstPitch, type PlayInning, type PlayMargin, type PlaySide } from './play-filter-fields'

/** Where the finder looks: a side (whose club, player and margin the filters mean) and optionally one league of that side's clubs. */
export type PlayScope = { side: PlaySide; league?: League }

/** One test on a PA by its index in the block. */
type Check = (i: number) => boolean

const pitchCodes = (results: readonly PitchResult[]) => new Set(results.map((result) => PITCH_RESULTS.indexOf(result)))
/** Which first pitches each choice keeps (a hit batter is a ball, as 初球ストライク率 counts it). */
const FIRST_PITCH_CODES: Readonly<Record<PlayFirstPitch, ReadonlySet<number>>> = {
  ball: pitchCodes(['ball', 'hbp']),
  strike: pitchCodes(['called_strike', 'swinging_strike', 'foul', 'in_play']),
  swing: pitchCodes(['swinging_strike', 'foul', 'in_play']),
  take: pitchCodes(['ball', 'called_strike', 'hbp']),
  in_play: pitchCodes(['in_play']),
}

const INNING_GROUPS: Readonly<Record<string, readonly [number, number]>> = { '1-3': [1, 3], '4-6': [4, 6], '7-9': [7, 9], extra: [10, 99] }

function inningCheck(c: PlayColumns, inning: PlayInning): Check {
  const [first, last] = INNING_GROUPS[inning] ?? [Number(inning), Number(inning)]
  return (i) => (c.inning[i] ?? 0) >= first && (c.inning[i] ?? 0) <= last
}

function marginCheck(c: PlayColumns, margin: PlayMargin, side: PlaySide): Check {
  // The column is the batting club's lead; the fielding club's is its negative.
  const sign = side === 'batting' ? 1 : -1
  const lead = (i: number) => sign * (c.margin[i] ?? 0)
  if (margin === 'lead') return (i) => lead(i) > 0
  if (margin === 'behind') return (i) => lead(i) < 0
  const runs = Number(margin)
  if (runs >= 4) return (i) => lead(i) >= 4
  if (runs <= -4) return (i) => lead(i) <= -4
  return (i) => lead(i) === runs
}

function countCheck(c: PlayColumns, count: PlayCount): Check {
  // A PA without a recorded count (−1) is in no count.
  const known = (i: number) => (c.balls[i] ?? -1) >= 0 && (c.strikes[i] ?? -1) >= 0
  switch (count) {
    case 'ahead':
      return (i) => known(i) && (c.balls[i] ?? 0) > (c.strikes[i] ?? 0)
    case 'even':
      return (i) => known(i) && c.balls[i] === c.strikes[i]
    case 'behind':
      return (i) => known(i) && (c.balls[i] ?? 0) < (c.strikes[i] ?? 0)
    case 'two-strikes':
      return (i) => c.strikes[i] === 2
    default: {
      const [balls, strikes] = count.split('-').map(Number)
      return (i) => c.balls[i] === balls && c.strikes[i] === strikes
    }
  }
}

const teamIndexes = (codes: readonly string[]) => new Set(codes.map((code) => (TEAM_CODES as readonly string[]).indexOf(code)))

/**
 * The filter set as one test per filter over the block's columns, or null when no PA of the block
 * can match (its player never appears in the season). Every check reads typed columns only, so a
 * whole season is tested in about a millisecond.
 *
 * @example playChecks(block, { bases: '7', outs: '2', ph: true }, { side: 'batting' }) // 3 checks: bases = 7, outs = 2, ph = 1
 */
export function playChecks(block: PlayBlock, filter: PlayFilter, scope: PlayScope): Check[] | null {
  const c = block.columns
  const checks: Check[] = []
  const own = scope.side === 'batting' ? { team: c.batTeam, player: c.batter } : { team: c.fieldTeam, player: c.pitcher }
  if (filter.player !== undefined) {
    const player = block.players.findIndex((p) => p.id === filter.player)
    if (player === -1) return null
    checks.push((i) => own.player[i] === player)
  }
  if (filter.team !== undefined) {
    const team = TEAM_CODES.indexOf(filter.team)
    checks.push((i) => own.team[i] === team)
  }
  if (scope.league !== undefined) {
    const clubs = teamIndexes(TEAM_CODES.filter((code) => TEAM_BY_CODE[code].league === scope.league))
    checks.push((i) => clubs.has(own.team[i] ?? -1))
  }
  if (filter.bases !== undefined) {
    const bases = filter.bases
    if (bases === 'on') checks.push((i) => c.bases[i] !== 0)
    else if (bases === 'risp') checks.push((i) => ((c.bases[i] ?? 0) & 6) !== 0)
    else checks.push((i) => c.bases[i] === Number(bases))
  }
  if (filter.outs !== undefined) {
    const outs = Number(filter.outs)
    checks.push((i) => c.outs[i] === outs)
  }
  if (filter.inning !== undefined) checks.push(inningCheck(c, filter.inning))
  if (filter.margin !== undefined) checks.push(marginCheck(c, filter.margin, scope.side))
  if (filter.count !== undefined) checks.push(countCheck(c, filter.count))
  if (filter.ph) checks.push((i) => c.ph[i] === 1)
  if (filter.first !== undefined) {
    const codes = FIRST_PITCH_CODES[filter.first]
    checks.push((i) => codes.has(c.firstPitch[i] ?? -1))
  }
  if (filter.bhand !== undefined) {
    const hand = HAND_CODES[filter.bhand]
    checks.push((i) => c.batterSide[i] === hand)
  }
  if (filter.phand !== undefined) {
    const hand = HAND_CODES[filter.phand]
    checks.push((i) => c.pitcherHand[i] === hand)
  }
  if (filter.month !== undefined) {
    const month = filter.month
    checks.push((i) => c.month[i] === month)
  }
  if (filter.result !== undefined) {
    const codes = new Set(PLAY_RESULT_EVENTS[filter.result].map((result) => PA_RESULTS.indexOf(result)))
    checks.push((i) => codes.has(c.result[i] ?? -1))
  }
  return checks
}

/** The checks as one test: every check passes. */
export function playPredicate(checks: readonly Check[]): Check {
  if (checks.length === 0) return () => true
  if (checks.length === 1) return checks[0] ?? (() => true)
  return (i) => {
    for (const check of checks) if (!check(i)) return false
    return true
  }
}
