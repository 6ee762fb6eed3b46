import { battingRates } from '@/lib/domain/stats/batting'
import { pitchingRates } from '@/lib/domain/stats/pitching'
import { getTeamByCode } from '@/lib/domain/teams/teams'

/**
 * A player's season game by game: each game's line, the season's rates as they stood after it,
 * and month subtotals. Counts only — the loader reads them from the events with the read model's
 * rules, so a season's games add up to its line.
 */

export const BATTING_GAME_COUNT_KEYS = [
  'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'rbi', 'bb', 'ibb', 'hbp', 'so', 'sf', 'sh', 'sb', 'cs', 'gidp',
] as const
export type BattingGameCounts = Record<(typeof BATTING_GAME_COUNT_KEYS)[number], number> & { wpa: number }

export const PITCHING_GAME_COUNT_KEYS = ['outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er'] as const
/** `pitches` is null where the game's source has no pitch-by-pitch rows. */
export type PitchingGameCounts = Record<(typeof PITCHING_GAME_COUNT_KEYS)[number], number> & { wpa: number; pitches: number | null }

export type RunningBattingRates = { avg: number | null; obp: number | null; slg: number | null; ops: number | null }
export type RunningPitchingRates = { era: number | null; whip: number | null }

export type GameResult = '勝' | '敗' | '分'

/** The game as his club saw it: where it played, whom, and how it ended. */
export type TeamView = { home: boolean; opponent: string; teamRuns: number; opponentRuns: number; result: GameResult }

/** @example teamView({ home: 't', away: 'g', homeRuns: 3, awayRuns: 5 }, 'g') // { home: false, opponent: 't', teamRuns: 5, opponentRuns: 3, result: '勝' } */
export function teamView(game: { home: string; away: string; homeRuns: number; awayRuns: number }, team: string): TeamView {
  const home = game.home === team
  const teamRuns = home ? game.homeRuns : game.awayRuns
  const opponentRuns = home ? game.awayRuns : game.homeRuns
  const result: GameResult = teamRuns > opponentRuns ? '勝' : teamRuns < opponentRuns ? '敗' : '分'
  return { home, opponent: home ? game.away : game.home, teamRuns, opponentRuns, result }
}

/** His club's runs first, as a player's log reads: 「5-3」 for a 5–3 win or 「3-5」 for a loss by that score. */
export function scoreLabel(view: Pick<TeamView, 'teamRuns' | 'opponentRuns'>): string {
  return `${view.teamRuns}-${view.opponentRuns}`
}

/** 「VS 阪神」: the opponent by the club's short name (the code itself for a club the site does not know). */
export function opponentLabel(opponent: string): string {
  return `VS ${getTeamByCode(opponent)?.shortName ?? opponent}`
}

/** 「ホーム」 or 「ビジター」. */
export function venueSideLabel(home: boolean): string {
  return home ? 'ホーム' : 'ビジター'
}

/** The sum of every line's counts; WPA is summed too. */
export function sumBatting(lines: readonly BattingGameCounts[]): BattingGameCounts {
  const total = zeroCounts(BATTING_GAME_COUNT_KEYS)
  let wpa = 0
  for (const line of lines) {
    for (const key of BATTING_GAME_COUNT_KEYS) total[key] += line[key]
    wpa += line.wpa
  }
  return { ...total, wpa }
}

/** The sum of every line's counts; pitches only when every game has them (a part-count would read as the whole). */
export function sumPitching(lines: readonly PitchingGameCounts[]): PitchingGameCounts {
  const total = zeroCounts(PITCHING_GAME_COUNT_KEYS)
  let wpa = 0
  let pitches: number | null = 0
  for (const line of lines) {
    for (const key of PITCHING_GAME_COUNT_KEYS) total[key] += line[key]
    wpa += line.wpa
    pitches = pitches === null || line.pitches === null ? null : pitches + line.pitches
  }
  return { ...total, wpa, pitches }
}

function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>
}

/** AVG, OBP, SLG and OPS of a line (batting.ts's formulas). */
export function battingLogRates(line: BattingGameCounts): RunningBattingRates {
  const { avg, obp, slg, ops } = battingRates(line)
  return { avg, obp, slg, ops }
}

/** ERA and WHIP of a line (pitching.ts's formulas: ERA = ER × 27 / outs). */
export function pitchingLogRates(line: PitchingGameCounts): RunningPitchingRates {
  const { era, whip } = pitchingRates(line)
  return { era, whip }
}

/**
 * Each game with the season's rates as they stood after it — the figure a scoreboard showed
 * that night. Games must come in the order they were played.
 */
export function withRunningRates<Line, Rates, Row extends Line>(
  games: readonly Row[],
  sum: (lines: readonly Line[]) => Line,
  rates: (line: Line) => Rates,
): (Row & { running: Rates })[] {
  let total: Line | null = null
  return games.map((game) => {
    total = total === null ? sum([game]) : sum([total, game])
    return { ...game, running: rates(total) }
  })
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export function monthOf(date: string): string {
  return date.slice(0, 7)
}

export type MonthSubtotal<Line, Rates> = { month: string; games: number; line: Line; rates: Rates }

/** One subtotal per month that has games, in the order the games come. */
export function monthSubtotals<Line, Rates, Row extends Line & { date: string }>(
  games: readonly Row[],
  sum: (lines: readonly Line[]) => Line,
  rates: (line: Line) => Rates,
): MonthSubtotal<Line, Rates>[] {
  const months = new Map<string, Line[]>()
  for (const game of games) {
    const month = monthOf(game.date)
    const lines = months.get(month) ?? []
    lines.push(game)
    months.set(month, lines)
  }
  return [...months].map(([month, lines]) => {
    const line = sum(lines)
    return { month, games: lines.length, line, rates: rates(line) }
  })
}
