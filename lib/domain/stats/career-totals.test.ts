import { combineLines } from './career-totals'

const line = (season: number, team: string, hr: number, ab: number) => ({ season, player_id: '7', name: '山田 一郎', team, hr, ab })

test('a career adds up every season and lists the clubs in the order he played for them, each once', () => {
  // 10 + 20 + 5 = 35 HR; 300 + 450 + 120 = 870 AB
  const lines = [line(2023, 'f', 10, 300), line(2024, 'g', 20, 450), line(2025, 'f', 5, 120)]
  expect(combineLines(lines, ['hr', 'ab'] as const, (l) => l.player_id)).toEqual([
    { player_id: '7', name: '山田 一郎', teams: ['f', 'g'], seasons: [2023, 2024, 2025], hr: 35, ab: 870 },
  ])
})

test('grouped by season, a season split by a trade is one line and two seasons stay apart', () => {
  const lines = [line(2024, 'h', 3, 100), line(2024, 'l', 4, 150), line(2025, 'l', 9, 400)]
  const seasons = combineLines(lines, ['hr'] as const, (l) => `${l.season}:${l.player_id}`)
  expect(seasons.map((s) => [s.seasons, s.teams, s.hr])).toEqual([
    [[2024], ['h', 'l'], 7],
    [[2025], ['l'], 9],
  ])
})

test('the input lines are left untouched', () => {
  const lines = [line(2024, 'h', 3, 100), line(2025, 'h', 4, 100)]
  combineLines(lines, ['hr'] as const, (l) => l.player_id)
  expect(lines.map((l) => l.hr)).toEqual([3, 4])
})
