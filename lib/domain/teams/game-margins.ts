import { rate } from '@/lib/domain/stats/rate'
import { winningPercentage } from '@/lib/domain/stats/standings'
import { recordOf, type TeamGame, type WinLossTie } from './team-games'

/** Winning or losing margins 1, 2, 3, 4 and 5+ runs (the last bucket). */
export const MARGIN_BUCKETS = 5

/** A margin of at least one run → its bucket's index; 5 runs and more share the last one. */
export function marginBucket(margin: number): number {
  return Math.min(Math.max(Math.trunc(margin), 1), MARGIN_BUCKETS) - 1
}

/** Wins and losses at each margin, and each as a share of all wins (losses). */
export type Margins = { wins: number[]; losses: number[]; winShares: (number | null)[]; lossShares: (number | null)[] }

/**
 * Wins and losses by the final margin; ties have none and are left out.
 *
 * @example margins([{ runsFor: 5, runsAgainst: 4 }, { runsFor: 1, runsAgainst: 9 }]).wins // [1, 0, 0, 0, 0]
 */
export function margins(games: readonly Pick<TeamGame, 'runsFor' | 'runsAgainst'>[]): Margins {
  const wins = Array.from({ length: MARGIN_BUCKETS }, () => 0)
  const losses = Array.from({ length: MARGIN_BUCKETS }, () => 0)
  for (const { runsFor, runsAgainst } of games) {
    if (runsFor === runsAgainst) continue
    const into = runsFor > runsAgainst ? wins : losses
    const bucket = marginBucket(Math.abs(runsFor - runsAgainst))
    into[bucket] = (into[bucket] ?? 0) + 1
  }
  const shares = (counts: number[]) => counts.map((count) => rate(count, counts.reduce((sum, value) => sum + value, 0)))
  return { wins, losses, winShares: shares(wins), lossShares: shares(losses) }
}

/** Some of a team's games: their record, 勝率 (ties left out), and their share of all its games. */
export type GameSet = WinLossTie & { games: number; winPct: number | null; share: number | null }

/**
 * Close games: games decided by one run, games that went past the 9th, and shutouts (a win with
 * the opponent held to no runs; a loss without a run; a 0-0 tie is neither).
 */
export type CloseGames = { oneRun: GameSet; extraInnings: GameSet; shutoutWins: GameSet; shutoutLosses: GameSet }

export function closeGames(games: readonly TeamGame[]): CloseGames {
  const set = (keep: (game: TeamGame) => boolean): GameSet => {
    const some = games.filter(keep)
    const record = recordOf(some)
    return { ...record, games: some.length, winPct: winningPercentage(record.wins, record.losses), share: rate(some.length, games.length) }
  }
  return {
    oneRun: set((game) => Math.abs(game.runsFor - game.runsAgainst) === 1),
    extraInnings: set((game) => game.innings > 9),
    shutoutWins: set((game) => game.runsAgainst === 0 && game.runsFor > 0),
    shutoutLosses: set((game) => game.runsFor === 0 && game.runsAgainst > 0),
  }
}
