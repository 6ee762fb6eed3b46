import type { Outcome } from './club-games'

/** The run of wins or losses a club's latest games end on, and the ties inside it. */
export type Streak = { outcome: 'win' | 'loss'; length: number; ties: number }

/**
 * The streak the games (oldest first) end on. A tie neither extends nor ends it, as NPB counts
 * 連勝・連敗 (「引き分けを挟んで5連勝」): W W T W is three wins with one tie inside. Ties after the
 * last decision are not part of it. null when no game was decided.
 *
 * @example currentStreak(['loss', 'win', 'tie', 'win', 'win']) // { outcome: 'win', length: 3, ties: 1 }
 */
export function currentStreak(outcomes: readonly Outcome[]): Streak | null {
  let streak: Streak | null = null
  let tiesSeen = 0
  for (let index = outcomes.length - 1; index >= 0; index--) {
    const outcome = outcomes[index]
    if (outcome === 'tie') {
      tiesSeen++
      continue
    }
    if (outcome === undefined) break
    if (streak === null) {
      streak = { outcome, length: 1, ties: 0 }
    } else if (outcome === streak.outcome) {
      streak.length++
      streak.ties += tiesSeen
    } else {
      break
    }
    tiesSeen = 0
  }
  return streak
}

/**
 * 「3連勝中」「2連敗中」 while the season goes on, 「3連勝で終了」 once it is over; a single result
 * is no run: 「連勝・連敗なし（直近は勝ち）」. 「（1分を挟む）」 notes ties inside the run.
 *
 * @example streakLabel({ outcome: 'win', length: 3, ties: 1 }, false) // '3連勝中（1分を挟む）'
 */
export function streakLabel(streak: Streak, finished: boolean): string {
  if (streak.length === 1) return `連勝・連敗なし（直近は${streak.outcome === 'win' ? '勝ち' : '負け'}）`
  const word = streak.outcome === 'win' ? '勝' : '敗'
  const ties = streak.ties > 0 ? `（${streak.ties}分を挟む）` : ''
  return `${streak.length}連${word}${finished ? 'で終了' : '中'}${ties}`
}
