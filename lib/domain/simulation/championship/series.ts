/**
 * Postseason series (conventions page, "Climax Series" and "Japan Series"), played game by game
 * from one uniform draw each. "top" is the higher seed: the club that advances from a level series.
 */

/** A game's odds from the top seed's side: P(tie) and P(top wins | the game is decided). */
export type SeriesGameOdds = { tie: number; topWin: number }

export type SeriesFormat = {
  winsNeeded: number
  /** Games at most; Infinity for a series that goes on until a club has winsNeeded (the Japan Series). */
  maxGames: number
  /** Wins the top seed starts with (the Climax Series final's one-win advantage). */
  topAdvantage: number
  /** Games from this number on cannot end tied (the Japan Series has no inning cap from game 8). */
  noTiesFrom: number
  /** Whether the top seed hosts game n (1-based). */
  topHosts: (game: number) => boolean
}

/** CS first stage: 2nd v 3rd, best of 3, every game at 2nd's park; a level series goes to 2nd. */
export const CLIMAX_FIRST: SeriesFormat = { winsNeeded: 2, maxGames: 3, topAdvantage: 0, noTiesFrom: Infinity, topHosts: () => true }

/** CS final stage: 1st v the first stage's winner, best of 6 at 1st's park, 1st starting 1–0; level goes to 1st. */
export const CLIMAX_FINAL: SeriesFormat = { winsNeeded: 4, maxGames: 6, topAdvantage: 1, noTiesFrom: Infinity, topHosts: () => true }

/**
 * Japan Series: first to 4 wins, ties possible through game 7 (12-inning cap), none from game 8.
 * "top" here is the club hosting games 1, 2, 6 and 7 (2-3-2), which also hosts game 8 on.
 */
export const JAPAN_SERIES: SeriesFormat = { winsNeeded: 4, maxGames: Infinity, topAdvantage: 0, noTiesFrom: 8, topHosts: (game) => game < 3 || game > 5 }

/**
 * The league whose champion hosts Japan Series games 1, 2, 6 and 7: the Pacific's in odd years,
 * the Central's in even years (2023 Orix, 2024 DeNA, 2025 SoftBank hosted game 1; our simulator
 * follows the same rule, postseason.ts).
 */
export function japanSeriesHostLeague(season: number): 'central' | 'pacific' {
  return season % 2 === 1 ? 'pacific' : 'central'
}

/**
 * Plays a series; true when the top seed advances. `next` is a uniform draw in [0, 1): below the
 * tie probability a tie, then the top seed's share of the rest a top win, else an other win.
 * After maxGames without a club at winsNeeded, more wins advance and a level count goes to top.
 */
export function playSeries(format: SeriesFormat, atTop: SeriesGameOdds, atOther: SeriesGameOdds, next: () => number): boolean {
  let top = format.topAdvantage
  let other = 0
  for (let game = 1; game <= format.maxGames; game++) {
    const odds = format.topHosts(game) ? atTop : atOther
    const tie = game < format.noTiesFrom ? odds.tie : 0
    const draw = next()
    if (draw >= tie) {
      if (draw < tie + (1 - tie) * odds.topWin) top++
      else other++
    }
    if (top >= format.winsNeeded) return true
    if (other >= format.winsNeeded) return false
  }
  return top >= other
}
