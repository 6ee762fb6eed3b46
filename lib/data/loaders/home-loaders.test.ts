import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { adjacentPairs } from '@/test/adjacent-pairs'
import { latestResultsFrom } from './get-latest-results'
import { leadersFrom } from './list-leaders'
import { milestoneCountdownFrom } from './list-milestone-countdown'

test('countdown: totals over the data’s seasons, the latest season’s roster, remaining = target − total', () => {
  const countdown = read(milestoneCountdownFrom)
  expect(countdown).not.toBeNull()
  expect(countdown?.seasons).toEqual([2024, 2025])
  expect(countdown?.season).toBe(2025)
  expect(countdown?.complete).toBe(true)
  const lastGame = read((db) => db.prepare<[], { date: string }>("SELECT MAX(date) AS date FROM games WHERE season = 2025 AND kind IN ('regular', 'interleague')").get())
  expect(countdown?.as_of).toBe(lastGame?.date)
  const hits = countdown?.milestones.find((milestone) => milestone.id === 'hits')
  const [nearest] = read((db) =>
    db
      .prepare<[], { player_id: string; total: number }>(
        `SELECT r.player_id, SUM(b.h) AS total FROM rosters r JOIN player_season_batting b ON b.player_id = r.player_id
         WHERE r.season = 2025 GROUP BY r.player_id HAVING SUM(b.h) BETWEEN 1 AND 1999 ORDER BY total DESC, r.player_id LIMIT 1`,
      )
      .all(),
  )
  expect(hits?.entries[0]).toMatchObject({ player_id: nearest?.player_id, total: nearest?.total, remaining: 2000 - (nearest?.total ?? 0) })
})

test('countdown: lists are ordered by remaining, never hold a reached milestone, and project past the season', () => {
  const milestones = read(milestoneCountdownFrom)?.milestones ?? []
  expect(milestones.length).toBeGreaterThan(0)
  for (const milestone of milestones) {
    const remaining = milestone.entries.map((entry) => entry.remaining)
    expect(remaining).toEqual([...remaining].sort((a, b) => a - b))
    for (const entry of milestone.entries) {
      expect(entry.total + entry.remaining).toBe(milestone.target)
      expect(entry.remaining).toBeGreaterThan(0)
    }
  }
  const entries = milestones.flatMap((milestone) => milestone.entries)
  expect(entries.length).toBeGreaterThan(0)
  // In the window a list holds only players at 75 % of the target or more; outside it, the three nearest.
  const below75 = milestones.flatMap((milestone) => (milestone.in_window ? milestone.entries.filter((entry) => entry.total < milestone.target * 0.75) : []))
  expect(below75).toEqual([])
  expect(milestones.filter((milestone) => !milestone.in_window && milestone.entries.length > 3).map((milestone) => milestone.id)).toEqual([])
  // The 2025 season is over, so a projection lands in 2026 or later; every entry with a pace has one.
  const projected = entries.flatMap((entry) => (entry.projection ? [entry.projection.season] : []))
  expect(projected.length).toBeGreaterThan(0)
  expect(Math.min(...projected)).toBeGreaterThanOrEqual(2026)
  expect(entries.filter((entry) => entry.pace_count && entry.projection === null)).toEqual([])
})

test('leaders: five per list, ordered; HR leader as SQL has it; AVG and ERA among qualified players only', () => {
  const leaders = read((db) => leadersFrom(db, 2025))
  for (const league of ['central', 'pacific'] as const) {
    expect(leaders[league].length).toBeGreaterThan(0)
    for (const list of leaders[league]) {
      expect(list.entries.length).toBeLessThanOrEqual(5)
      const values = list.entries.map((entry) => entry.value)
      expect(values).toEqual([...values].sort((a, b) => (list.category === 'era' ? a - b : b - a)))
      expect(list.entries[0]?.rank).toBe(1)
    }
    const top = read((db) =>
      db.prepare<[string], { hr: number }>('SELECT MAX(hr) AS hr FROM player_season_batting WHERE season = 2025 AND league = ?').get(league),
    )
    expect(leaders[league].find((list) => list.category === 'hr')?.entries[0]?.value).toBe(top?.hr)
    const qualified = new Set(
      read((db) => db.prepare<[string], { player_id: string }>('SELECT player_id FROM player_season_batting WHERE season = 2025 AND league = ? AND qualified = 1').all(league)).map(
        (row) => row.player_id,
      ),
    )
    const avg = leaders[league].find((list) => list.category === 'avg')?.entries ?? []
    expect(avg.length).toBeGreaterThan(0)
    for (const entry of avg) expect(qualified.has(entry.player_id)).toBe(true)
  }
})

test('leaders: equal values share a rank', () => {
  const leaders = read((db) => leadersFrom(db, 2025, 30))
  const pairs = [...leaders.central, ...leaders.pacific].flatMap((list) => adjacentPairs(list.entries))
  expect(pairs.length).toBeGreaterThan(0)
  for (const [previous, entry, index] of pairs) expect(entry.rank).toBe(previous.value === entry.value ? previous.rank : index + 1)
})

test('latest results: every game of the season’s last date, with the decisions’ names', () => {
  const results = read((db) => latestResultsFrom(db, 2025))
  const expected = read((db) => db.prepare<[], { date: string; games: number }>('SELECT date, COUNT(*) AS games FROM games WHERE season = 2025 GROUP BY date ORDER BY date DESC LIMIT 1').get())
  expect(results?.date).toBe(expected?.date)
  expect(results?.games).toHaveLength(expected?.games ?? -1)
  const decided = results?.games.filter((game) => game.win_pitcher !== null) ?? []
  expect(decided.length).toBeGreaterThan(0)
  for (const game of decided) expect(game.win_pitcher_name).toEqual(expect.any(String))
  expect(read((db) => latestResultsFrom(db, 1990))).toBeNull()
})
