import {
  MILESTONES,
  countdownHighlights,
  daysBetween,
  gameDate,
  isWithinWindow,
  pacePerGame,
  projectMilestone,
  selectCandidates,
  yearsUntil,
  type Projection,
} from './milestones'

const CALENDAR = { opening: '03-28', closing: '09-21' }

test('the milestones are the issue’s seven, three of them 名球会 criteria', () => {
  expect(MILESTONES.map((milestone) => milestone.label)).toEqual(['2000安打', '200本塁打', '1000打点', '200勝', '250セーブ', '150ホールド', '2000奪三振'])
  expect(MILESTONES.filter((milestone) => milestone.meikyukai).map((milestone) => milestone.id)).toEqual(['hits', 'wins', 'saves'])
})

test('pace is the count per team game; no team games is no pace', () => {
  // 100 hits in 125 team games = 0.8 a game
  expect(pacePerGame(100, 125)).toBe(0.8)
  // 30 saves in a full 143-game season = 0.2098… a game
  expect(pacePerGame(30, 143)).toBeCloseTo(0.20979, 5)
  expect(pacePerGame(0, 143)).toBe(0)
  expect(pacePerGame(5, 0)).toBeNull()
})

test('the window is the last 25% before the target, target excluded', () => {
  // 2000 × 0.75 = 1500
  expect(isWithinWindow(1500, 2000)).toBe(true)
  expect(isWithinWindow(1499, 2000)).toBe(false)
  expect(isWithinWindow(1999, 2000)).toBe(true)
  expect(isWithinWindow(2000, 2000)).toBe(false)
  // 250 × 0.75 = 187.5: 188 is in, 187 is out
  expect(isWithinWindow(188, 250)).toBe(true)
  expect(isWithinWindow(187, 250)).toBe(false)
})

test('games are spread evenly from the opening day to the closing day', () => {
  // 2026-03-28 → 2026-09-21 is 177 days
  expect(daysBetween('2026-03-28', '2026-09-21')).toBe(177)
  expect(gameDate(2026, 1, CALENDAR)).toBe('2026-03-28')
  expect(gameDate(2026, 143, CALENDAR)).toBe('2026-09-21')
  // game 38: 37 / 142 × 177 = 46.1 days → 46 days after 3/28 = 5/13
  expect(gameDate(2026, 38, CALENDAR)).toBe('2026-05-13')
})

test('a finished season: the count falls in next season (30 to go at 0.8 a game)', () => {
  // 30 / 0.8 = 37.5 → 38 games into 2026 → 2026-05-13
  const projection = projectMilestone({ remaining: 30, pacePerGame: 0.8, season: 2025, gamesPlayed: 143, calendar: CALENDAR })
  expect(projection).toEqual({ season: 2026, game: 38, date: '2026-05-13' })
})

test('a season under way: the rest of this season comes first', () => {
  // 10 / 0.5 = 20 games after the 12 played → game 32 of 2026
  const projection = projectMilestone({ remaining: 10, pacePerGame: 0.5, season: 2026, gamesPlayed: 12, calendar: CALENDAR })
  expect(projection?.season).toBe(2026)
  expect(projection?.game).toBe(32)
})

test('several seasons away: 143 games a season', () => {
  // 300 / 0.8 = 375 games: 2026 (143), 2027 (143), then 89 games into 2028 (143 + 143 + 89 = 375)
  const projection = projectMilestone({ remaining: 300, pacePerGame: 0.8, season: 2025, gamesPlayed: 143, calendar: CALENDAR })
  expect(projection).toMatchObject({ season: 2028, game: 89 })
  // exactly one full season: 143 games → the last game of 2026
  expect(projectMilestone({ remaining: 143, pacePerGame: 1, season: 2025, gamesPlayed: 143, calendar: CALENDAR })).toMatchObject({ season: 2026, game: 143 })
})

test('no pace, a zero pace or nothing left is no projection', () => {
  const base = { remaining: 10, season: 2025, gamesPlayed: 143, calendar: CALENDAR }
  expect(projectMilestone({ ...base, pacePerGame: null })).toBeNull()
  expect(projectMilestone({ ...base, pacePerGame: 0 })).toBeNull()
  expect(projectMilestone({ ...base, remaining: 0, pacePerGame: 1 })).toBeNull()
})

test('years until a projected date count from the last game of the data', () => {
  // 2025-09-21 → 2026-05-13 is 234 days = 0.64 years
  expect(yearsUntil('2025-09-21', '2026-05-13')).toBeCloseTo(234 / 365.25, 10)
  expect(yearsUntil('2025-09-21', '2025-09-01')).toBe(0)
})

const projected = (date: string): Projection => ({ season: Number(date.slice(0, 4)), game: 1, date })

test('a milestone lists players within 25%, fewest remaining first; those who reached it are excluded', () => {
  const candidates = [
    { id: 'a', total: 1520, remaining: 480, projection: null },
    { id: 'reached', total: 2067, remaining: -67, projection: null },
    { id: 'b', total: 1954, remaining: 46, projection: null },
    { id: 'far', total: 1400, remaining: 600, projection: null },
    { id: 'exact', total: 2000, remaining: 0, projection: null },
  ]
  const { inWindow, entries } = selectCandidates(candidates, 2000)
  expect(inWindow).toBe(true)
  expect(entries.map((entry) => entry.id)).toEqual(['b', 'a'])
})

test('with nobody within 25%, the three nearest are shown and flagged', () => {
  const candidates = [300, 350, 120, 0, 280].map((total) => ({ id: String(total), total, remaining: 2000 - total, projection: null }))
  const { inWindow, entries } = selectCandidates(candidates, 2000)
  expect(inWindow).toBe(false)
  expect(entries.map((entry) => entry.id)).toEqual(['350', '300', '280'])
})

test('home highlights: soonest projected date first, unprojected last by share remaining', () => {
  const entries = [
    { id: 'late', target: 2000, total: 1900, remaining: 100, projection: projected('2027-06-01') },
    { id: 'none-near', target: 250, total: 245, remaining: 5, projection: null },
    { id: 'soon', target: 200, total: 190, remaining: 10, projection: projected('2026-04-20') },
    { id: 'none-far', target: 2000, total: 1600, remaining: 400, projection: null },
  ]
  expect(countdownHighlights(entries, 3).map((entry) => entry.id)).toEqual(['soon', 'late', 'none-near'])
})
