import type { TeamCode } from '@/lib/domain/teams/teams'
import type { GameKind, SimGame } from './game-records'
import type { Rng } from './rng'
import { playMatch, type SeasonContext } from './season'

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

type SeriesRules = {
  kind: GameKind
  /** The higher seed; hosts every game of a Climax Series stage. */
  top: TeamCode
  other: TeamCode
  maxGames: number
  winsNeeded: number
  topAdvantage: number
  host: (game: number) => TeamCode
  maxInnings: (game: number) => number | null
}

type SeriesResult = { games: SimGame[]; winner: TeamCode; endDate: string }

function playSeries(rng: Rng, context: SeasonContext, season: number, start: string, rules: SeriesRules): SeriesResult {
  const wins = new Map<TeamCode, number>([[rules.top, rules.topAdvantage], [rules.other, 0]])
  const games: SimGame[] = []
  let date = start
  for (let number = 1; number <= rules.maxGames; number++) {
    const home = rules.host(number)
    const away = home === rules.top ? rules.other : rules.top
    const game = playMatch(rng, context, season, { date, home, away, kind: rules.kind, number: 1, maxInnings: rules.maxInnings(number) })
    games.push(game)
    if (game.homeRuns !== game.awayRuns) {
      const winner = game.homeRuns > game.awayRuns ? home : away
      wins.set(winner, (wins.get(winner) ?? 0) + 1)
    }
    if ((wins.get(rules.top) ?? 0) >= rules.winsNeeded || (wins.get(rules.other) ?? 0) >= rules.winsNeeded) break
    date = addDays(date, 1)
  }
  // A series level after its last game goes to the higher seed (Climax Series rule).
  const winner = (wins.get(rules.other) ?? 0) > (wins.get(rules.top) ?? 0) ? rules.other : rules.top
  return { games, winner, endDate: date }
}

/**
 * Climax Series in each league — first stage 2nd v 3rd, best of 3 at 2nd's park; final stage best
 * of 6 at 1st's park with a one-win advantage — then the Japan Series, best of 7 (12-inning cap
 * through game 7, none after). The Pacific champion hosts games 1, 2, 6 and 7 in odd years.
 */
export function playPostseason(rng: Rng, context: SeasonContext, season: number, seasonEnd: string, seeds: { central: TeamCode[]; pacific: TeamCode[] }): SimGame[] {
  const all: SimGame[] = []
  const champions: TeamCode[] = []
  for (const league of ['central', 'pacific'] as const) {
    const [first, second, third] = seeds[league]
    if (!first || !second || !third) throw new Error(`${league} needs three seeds`)
    const firstStage = playSeries(rng, context, season, addDays(seasonEnd, 6), {
      kind: 'climax_first', top: second, other: third, maxGames: 3, winsNeeded: 2, topAdvantage: 0, host: () => second, maxInnings: () => 12,
    })
    const finalStage = playSeries(rng, context, season, addDays(firstStage.endDate, 2), {
      kind: 'climax_final', top: first, other: firstStage.winner, maxGames: 6, winsNeeded: 4, topAdvantage: 1, host: () => first, maxInnings: () => 12,
    })
    all.push(...firstStage.games, ...finalStage.games)
    champions.push(finalStage.winner)
  }
  const [central, pacific] = champions
  if (!central || !pacific) return all
  const seriesHost = season % 2 === 1 ? pacific : central
  const visitor = seriesHost === pacific ? central : pacific
  const lastClimax = all.reduce((latest, game) => (game.date > latest ? game.date : latest), seasonEnd)
  const japanSeries = playSeries(rng, context, season, addDays(lastClimax, 5), {
    kind: 'japan_series', top: seriesHost, other: visitor, maxGames: 8, winsNeeded: 4, topAdvantage: 0,
    host: (game) => ([3, 4, 5].includes(game) ? visitor : seriesHost),
    maxInnings: (game) => (game <= 7 ? 12 : null),
  })
  return [...all, ...japanSeries.games]
}
