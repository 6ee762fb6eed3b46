import { homeWpa, type HalfInning, type PaPlay, type RunnerPlay } from './play-by-play'

/** The home club's WE (P(win) + ½·P(tie)) and P(tie) before a PA; the last point is the final result. */
export type WePoint = { seq: number; we: number; tie: number }
export type Swing = { seq: number; inning: number; half: 'top' | 'bottom'; batterId: string | null; text: string; wpa: number }
export type Hero = { playerId: string; role: 'batter' | 'pitcher'; wpa: number }
export type GameResult = 'home' | 'away' | 'tie'

/** The home club's WE once the game is over: a tie is worth half a win (WE = P(win) + ½·P(tie)). */
export const FINAL_WE: Readonly<Record<GameResult, number>> = { home: 1, away: 0, tie: 0.5 }

/**
 * The win-probability line: the home club's WE before each PA that has one, then the final
 * result (1 a home win, 0 a loss, ½ a tie, P(tie) 1).
 *
 * @example winProbabilitySeries([{ seq: 1, we: 0.52, tie: 0.06 }], 'home') // [{ seq: 1, we: 0.52, tie: 0.06 }, { seq: 2, we: 1, tie: 0 }]
 */
export function winProbabilitySeries(before: readonly WePoint[], result: GameResult): WePoint[] {
  const last = before[before.length - 1]?.seq ?? 0
  const final = { seq: last + 1, we: FINAL_WE[result], tie: result === 'tie' ? 1 : 0 }
  return [...before, final]
}

type Valued = { play: PaPlay | RunnerPlay; half: HalfInning; wpa: number }

const valued = (halves: readonly HalfInning[]): Valued[] =>
  halves.flatMap((half) => half.plays.flatMap((play) => (play.kind === 'pitcher' || play.wpa === null ? [] : [{ play, half, wpa: play.wpa }])))

/** The plays that moved WE the most, largest |WPA| first (the batting club's WPA, as the list prints it). */
export function biggestPlays(halves: readonly HalfInning[], count = 5): Swing[] {
  return valued(halves)
    .sort((a, b) => Math.abs(b.wpa) - Math.abs(a.wpa) || a.play.seq - b.play.seq)
    .slice(0, count)
    .map(({ play, half, wpa }) => ({
      seq: play.seq, inning: half.inning, half: half.half, wpa,
      batterId: play.kind === 'pa' ? play.batterId : null,
      text: play.kind === 'pa' ? play.text : play.texts.join('、'),
    }))
}

/** One PA as the hero counts it: the batting club's WPA, credited to the batter and debited to the pitcher. */
export type WpaCredit = { batterId: string; pitcherId: string; wpa: number }

/**
 * The player with the largest WPA over these PAs: a batter by the PAs he batted in, a pitcher by
 * the PAs he faced (the batters' WPA with its sign turned). On equal WPA the one credited first
 * wins. Null without PAs. The game page's hero and the daily MVP page both pick through this.
 */
export function heroOf(credits: readonly WpaCredit[]): Hero | null {
  const totals = new Map<string, Hero>()
  const add = (playerId: string, role: Hero['role'], wpa: number) => {
    const key = `${role}:${playerId}`
    const known = totals.get(key)
    totals.set(key, { playerId, role, wpa: (known?.wpa ?? 0) + wpa })
  }
  for (const { batterId, pitcherId, wpa } of credits) {
    add(batterId, 'batter', wpa)
    add(pitcherId, 'pitcher', -wpa)
  }
  return [...totals.values()].reduce<Hero | null>((best, hero) => (best === null || hero.wpa > best.wpa ? hero : best), null)
}

/** The game's hero (heroOf over its PAs with win values): runner rows count for nobody. Null for a game without win values. */
export function gameHero(halves: readonly HalfInning[]): Hero | null {
  return heroOf(valued(halves).flatMap(({ play, wpa }) => (play.kind === 'pa' ? [{ batterId: play.batterId, pitcherId: play.pitcherId, wpa }] : [])))
}

/** The id of a biggest play's row on the page: a PA's, or the runners' row before it. */
export const swingAnchor = (swing: Pick<Swing, 'seq' | 'batterId'>) => `play-${swing.seq}${swing.batterId === null ? '-r' : ''}`

/** Σ of every row's WPA from the home club's side: the final WE less the opening WE, when every row has a value. */
export function homeWpaSum(halves: readonly HalfInning[]): number {
  return valued(halves).reduce((sum, { half, wpa }) => sum + homeWpa(half.half, wpa), 0)
}

/**
 * Where the chart marks things: [point index, inning] where each inning after the first starts,
 * and for each biggest play the point it led to (the next PA's, or the final one).
 */
export function chartMarks(series: readonly WePoint[], halves: readonly HalfInning[], swings: readonly Swing[]): { starts: [number, number][]; marks: number[] } {
  const inningOf = new Map(halves.flatMap((half) => half.plays.map((play) => [play.seq, half.inning] as const)))
  const starts = series.flatMap((point, index): [number, number][] => {
    const inning = inningOf.get(point.seq)
    return index > 0 && inning !== undefined && inning !== inningOf.get(series[index - 1]?.seq ?? -1) ? [[index, inning]] : []
  })
  const marks = swings.map((swing) => {
    const index = series.findIndex((point) => point.seq > swing.seq)
    return index < 0 ? series.length - 1 : index
  })
  return { starts, marks }
}
