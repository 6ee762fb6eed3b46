import { matchesResult, type ClubResult } from './club-game-result'
import { monthOf, monthsOf } from './season-months'
import { TEAM_CODES, type TeamCode } from './teams'

/** One club's game: the same game is two of these, one per club. */
export type UsageGame = { gameId: string; date: string; team: TeamCode; result: ClubResult }

/** Every club or one, the club's game result ('all' for every game), the season or month by month. */
export type UsageView = { team: TeamCode | null; result: ClubResult | 'all'; mode: 'season' | 'monthly' }

/** A club's games in a slice and the items (appearances, stints) of those games that are the club's. */
export type ClubSlice<Item> = { team: TeamCode; games: number; items: Item[] }
export type MonthSlice<Item> = { month: number; clubs: ClubSlice<Item>[] }

const gameKey = (gameId: string, team: string) => `${gameId}:${team}`

/**
 * Splits a season's items into the view's clubs (all twelve in code order, or the one), and in
 * monthly mode into months as well. An item counts where its club's game is in the view, which
 * also leaves out a row filed under a club that did not play in the game.
 */
export function sliceUsage<Item extends { gameId: string; team: string }>(
  items: readonly Item[],
  games: readonly UsageGame[],
  view: UsageView,
): { clubs: ClubSlice<Item>[]; months: MonthSlice<Item>[] } {
  const teams: readonly TeamCode[] = view.team ? [view.team] : TEAM_CODES
  const chosen = new Map<string, UsageGame>()
  for (const game of games) {
    if (teams.includes(game.team) && matchesResult(game.result, view.result)) chosen.set(gameKey(game.gameId, game.team), game)
  }
  const buckets = new Map<string, { games: number; items: Item[] }>()
  const bucket = (key: string) => {
    const found = buckets.get(key) ?? { games: 0, items: [] }
    buckets.set(key, found)
    return found
  }
  const keysOf = (game: UsageGame) => [game.team, `${game.team}:${monthOf(game.date)}`]
  for (const game of chosen.values()) for (const key of keysOf(game)) bucket(key).games += 1
  for (const item of items) {
    const game = chosen.get(gameKey(item.gameId, item.team))
    if (game) for (const key of keysOf(game)) bucket(key).items.push(item)
  }
  const slice = (suffix: string) => teams.map((team) => ({ team, games: 0, items: [] as Item[], ...buckets.get(`${team}${suffix}`) }))
  const months = view.mode === 'monthly' ? monthsOf([...chosen.values()].map((game) => game.date)) : []
  return { clubs: slice(''), months: months.map((month) => ({ month, clubs: slice(`:${month}`) })) }
}
