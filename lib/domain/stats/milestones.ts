import { rate } from './rate'

export const MILESTONE_IDS = ['hits', 'home_runs', 'rbi', 'wins', 'saves', 'holds', 'strikeouts'] as const
export type MilestoneId = (typeof MILESTONE_IDS)[number]

export type Milestone = {
  id: MilestoneId
  /** 2000安打 */
  label: string
  /** 安打: the counted stat, for column headers. */
  stat: string
  target: number
  /** 本, 勝, 個…: what one unit of the count is called in Japanese. */
  unit: string
  kind: 'batting' | 'pitching'
  /** One of the 日本プロ野球名球会 entry criteria (2000 hits; 200 wins or 250 saves). */
  meikyukai: boolean
}

/** The landmarks NPB broadcasts count down to; the order is the page's. */
export const MILESTONES: readonly Milestone[] = [
  { id: 'hits', label: '2000安打', stat: '安打', target: 2000, unit: '本', kind: 'batting', meikyukai: true },
  { id: 'home_runs', label: '200本塁打', stat: '本塁打', target: 200, unit: '本', kind: 'batting', meikyukai: false },
  { id: 'rbi', label: '1000打点', stat: '打点', target: 1000, unit: '打点', kind: 'batting', meikyukai: false },
  { id: 'wins', label: '200勝', stat: '勝利', target: 200, unit: '勝', kind: 'pitching', meikyukai: true },
  { id: 'saves', label: '250セーブ', stat: 'セーブ', target: 250, unit: 'セーブ', kind: 'pitching', meikyukai: true },
  { id: 'holds', label: '150ホールド', stat: 'ホールド', target: 150, unit: 'ホールド', kind: 'pitching', meikyukai: false },
  { id: 'strikeouts', label: '2000奪三振', stat: '奪三振', target: 2000, unit: '個', kind: 'pitching', meikyukai: false },
]

/** A full NPB schedule since 2015 (25 × 5 league rivals + 18 interleague). */
export const SEASON_GAMES = 143

/** "Approaching" means within this share of the target: 25% → 1500+ hits for 2000. */
export const COUNTDOWN_WINDOW = 0.25

/**
 * Per-team-game pace: the season's count over the games his club played, so a part-timer's pace
 * already carries the games he sat out. null when the club has not played.
 *
 * @example pacePerGame(100, 125) // 0.8 (100 hits in 125 team games)
 */
export function pacePerGame(count: number, teamGames: number): number | null {
  return rate(count, teamGames)
}

/** true when the count has not reached the target but is within `window` of it. */
export function isWithinWindow(total: number, target: number, window = COUNTDOWN_WINDOW): boolean {
  return total < target && total >= target * (1 - window)
}

/** Month and day of the usual first and last game (MM-DD), taken from the pace season. */
export type SeasonCalendar = { opening: string; closing: string }

export type Projection = {
  season: number
  /** The club's game number in that season on which the count is reached (1–143). */
  game: number
  /** YYYY-MM-DD: game `game` spread evenly between the opening and closing dates. */
  date: string
}

const DAY_MS = 86_400_000
const toTime = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`)
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS)
}

/** The date of a club's `game`-th game of `season`, games spaced evenly from opening to closing day. */
export function gameDate(season: number, game: number, calendar: SeasonCalendar, seasonGames = SEASON_GAMES): string {
  const opening = `${season}-${calendar.opening}`
  const span = daysBetween(opening, `${season}-${calendar.closing}`)
  const share = seasonGames > 1 ? (game - 1) / (seasonGames - 1) : 0
  return toIso(toTime(opening) + Math.floor(share * span) * DAY_MS)
}

type ProjectionInput = {
  remaining: number
  pacePerGame: number | null
  /** The latest season of the data, and how many games the player's club has played in it. */
  season: number
  gamesPlayed: number
  calendar: SeasonCalendar
  seasonGames?: number
}

/**
 * When the remaining count falls at the current pace: the games needed (rounded up: a count is
 * reached on a whole game) are played first in what is left of this season, then 143 a season.
 * null without a pace (no games last season, or none of this stat).
 */
export function projectMilestone(input: ProjectionInput): Projection | null {
  const { remaining, pacePerGame: pace, season, gamesPlayed, calendar, seasonGames = SEASON_GAMES } = input
  if (pace === null || pace <= 0 || remaining <= 0) return null
  const gamesNeeded = Math.ceil(remaining / pace)
  // Counted from the club's first game this season: game index 1… runs on across seasons.
  const index = Math.min(gamesPlayed, seasonGames) + gamesNeeded
  const seasonsAhead = Math.floor((index - 1) / seasonGames)
  const game = ((index - 1) % seasonGames) + 1
  return { season: season + seasonsAhead, game, date: gameDate(season + seasonsAhead, game, calendar, seasonGames) }
}

/** Fractional years from the data's last game to a projected date (for "約N年後"). */
export function yearsUntil(asOf: string, date: string): number {
  return Math.max(0, daysBetween(asOf, date)) / 365.25
}

export type CountdownCandidate = { total: number; remaining: number; projection: Projection | null }

/**
 * The players a milestone's list shows: those within the window, fewest remaining first; when
 * nobody is (a short data span), the `fallback` nearest instead, flagged so the page says so.
 * Players who already reached the target are never listed.
 */
export function selectCandidates<T extends CountdownCandidate>(
  candidates: readonly T[],
  target: number,
  fallback = 3,
  window = COUNTDOWN_WINDOW,
): { inWindow: boolean; entries: T[] } {
  const open = candidates.filter((candidate) => candidate.total < target && candidate.total > 0)
  const sorted = [...open].sort((a, b) => a.remaining - b.remaining)
  const near = sorted.filter((candidate) => isWithinWindow(candidate.total, target, window))
  return near.length > 0 ? { inWindow: true, entries: near } : { inWindow: false, entries: sorted.slice(0, fallback) }
}

/**
 * The few countdowns nearest to completion across all milestones, for the home page: projected
 * ones by date, then by the share of the target still missing.
 */
export function countdownHighlights<T extends CountdownCandidate & { target: number }>(entries: readonly T[], count: number): T[] {
  const byDate = (entry: T) => entry.projection?.date ?? '9999-12-31'
  return [...entries]
    .sort((a, b) => byDate(a).localeCompare(byDate(b)) || a.remaining / a.target - b.remaining / b.target)
    .slice(0, count)
}
