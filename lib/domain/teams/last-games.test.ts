import type { ClubGame } from './club-games'
import { lastGames, recentGameLabel } from './last-games'

const game = (day: number, runs: number, opponentRuns: number): ClubGame => ({
  id: `2024-09-${day}`, date: `2024-09-${String(day).padStart(2, '0')}`, opponent: 'd', atHome: day % 2 === 0, runs, opponentRuns,
})

test('the last ten games, oldest first, whatever order they come in', () => {
  const season = Array.from({ length: 14 }, (_, index) => game(14 - index, index % 3, 1))
  const last = lastGames(season, 10)
  expect(last.map((entry) => entry.date)).toEqual(Array.from({ length: 10 }, (_, index) => `2024-09-${String(index + 5).padStart(2, '0')}`))
})

test('fewer games than ten are all shown, each with its outcome', () => {
  expect(lastGames([game(2, 1, 1), game(1, 3, 2)]).map((entry) => [entry.date, entry.outcome])).toEqual([
    ['2024-09-01', 'win'],
    ['2024-09-02', 'tie'],
  ])
})

test('a chip is named by date, opponent, where, score (the club first) and result', () => {
  expect(recentGameLabel({ date: '2024-09-28', opponent: 'd', atHome: true, runs: 3, opponentRuns: 2, outcome: 'win' })).toBe('9月28日 中日戦（ホーム） 3対2で勝ち')
  expect(recentGameLabel({ date: '2024-04-02', opponent: 'h', atHome: false, runs: 1, opponentRuns: 5, outcome: 'loss' })).toBe('4月2日 ソフトバンク戦（ビジター） 1対5で負け')
  expect(recentGameLabel({ date: '2024-10-01', opponent: 't', atHome: false, runs: 2, opponentRuns: 2, outcome: 'tie' })).toBe('10月1日 阪神戦（ビジター） 2対2で引き分け')
})
