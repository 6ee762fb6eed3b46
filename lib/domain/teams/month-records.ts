import { clubRecord, type ClubRecord } from './club-record'
import type { ClubGame } from './club-games'

export type MonthRecord = ClubRecord & { month: number }

/**
 * The record of each calendar month the club played in (3月 … 10月), in month order; months
 * without a game are left out. Together they are the season: Σ W, L, T and runs equal its totals.
 *
 * @example monthRecords([{ date: '2024-03-29', runs: 4, opponentRuns: 1, … }, { date: '2024-04-02', runs: 0, opponentRuns: 2, … }])
 * // [{ month: 3, wins: 1, losses: 0, … }, { month: 4, wins: 0, losses: 1, … }]
 */
export function monthRecords(games: readonly Pick<ClubGame, 'date' | 'runs' | 'opponentRuns'>[]): MonthRecord[] {
  const byMonth = new Map<number, Pick<ClubGame, 'date' | 'runs' | 'opponentRuns'>[]>()
  for (const game of games) {
    const month = Number(game.date.slice(5, 7))
    const list = byMonth.get(month) ?? []
    list.push(game)
    byMonth.set(month, list)
  }
  return [...byMonth.entries()].sort(([a], [b]) => a - b).map(([month, list]) => ({ month, ...clubRecord(list) }))
}
