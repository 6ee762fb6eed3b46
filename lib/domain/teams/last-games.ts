import { byDate, outcomeOf, type ClubGame, type Outcome } from './club-games'
import { TEAM_BY_CODE } from './teams'

export type RecentGame = ClubGame & { outcome: Outcome }

/**
 * The club's last `count` games, oldest first (the strip reads left to right into the latest game).
 *
 * @example lastGames(season, 10).map((game) => game.outcome) // ['win', 'loss', …] — ten, the last one the latest game
 */
export function lastGames(games: readonly ClubGame[], count = 10): RecentGame[] {
  return [...games]
    .sort(byDate)
    .slice(-count)
    .map((game) => ({ ...game, outcome: outcomeOf(game) }))
}

const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = { win: '勝ち', loss: '負け', tie: '引き分け' }

/**
 * What a result chip says to a screen reader: date, opponent, score (the club's runs first) and result.
 *
 * @example recentGameLabel({ date: '2024-09-28', opponent: 'd', atHome: true, runs: 3, opponentRuns: 2, outcome: 'win', … })
 * // '9月28日 中日戦（ホーム） 3対2で勝ち'
 */
export function recentGameLabel(game: Pick<RecentGame, 'date' | 'opponent' | 'atHome' | 'runs' | 'opponentRuns' | 'outcome'>): string {
  const [, month = 0, day = 0] = game.date.split('-').map(Number)
  const where = game.atHome ? 'ホーム' : 'ビジター'
  return `${month}月${day}日 ${TEAM_BY_CODE[game.opponent].shortName}戦（${where}） ${game.runs}対${game.opponentRuns}で${OUTCOME_WORDS[game.outcome]}`
}
