import { TEAMS } from '@/lib/domain/teams/teams'
import { createRng } from './rng'
import { generateSchedule } from './schedule'

const schedule = generateSchedule(createRng(1), 2025)

test('every team plays 143 games: 25 against each league rival and 18 interleague', () => {
  expect(schedule).toHaveLength(858)
  for (const team of TEAMS) {
    const games = schedule.filter((game) => game.home === team.id || game.away === team.id)
    expect(games).toHaveLength(143)
    expect(games.filter((game) => game.interleague)).toHaveLength(18)
    for (const rival of TEAMS.filter((other) => other.league === team.league && other.id !== team.id)) {
      const meetings = games.filter((game) => game.home === rival.id || game.away === rival.id)
      expect(meetings).toHaveLength(25)
      const atHome = meetings.filter((game) => game.home === team.id).length
      expect([12, 13]).toContain(atHome)
    }
    const home = games.filter((game) => game.home === team.id).length
    expect(home).toBeGreaterThanOrEqual(70)
    expect(home).toBeLessThanOrEqual(73)
  }
})

test('games run from late March to October, one game a day per team', () => {
  const dates = schedule.map((game) => game.date).sort()
  expect(dates[0]).toBe('2025-03-28')
  expect((dates.at(-1) ?? '') <= '2025-10-15').toBe(true)
  expect((dates.at(-1) ?? '') >= '2025-09-01').toBe(true)
  for (const team of TEAMS) {
    const days = schedule.filter((game) => game.home === team.id || game.away === team.id).map((game) => game.date)
    expect(new Set(days).size).toBe(days.length)
  }
})

test('the schedule is deterministic for a seed', () => {
  expect(generateSchedule(createRng(1), 2025)).toEqual(schedule)
})
