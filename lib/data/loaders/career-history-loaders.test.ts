import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { glossaryEntry } from '@/lib/domain/glossary/glossary'
import { adjacentPairs } from '@/test/adjacent-pairs'
import { careerLeadersFrom } from './list-career-leaders'
import { historicalSeasonsFrom } from './list-historical-seasons'
import { battingAverageRow, seasonAveragesFrom } from './list-season-averages'

const open = () => new Database(simDatabasePath(), { readonly: true })
const boardOf = <Board extends { key: string }>(boards: readonly Board[], key: string): Board => {
  const board = boards.find((candidate) => candidate.key === key)
  if (!board) throw new Error(`no board ${key}`)
  return board
}

test('career HR leader is the largest two-season HR sum; ranks never fall and ties share one', () => {
  const db = open()
  const leaders = careerLeadersFrom(db, 'batting')
  expect(leaders.seasons).toEqual([2024, 2025])
  const top = db.prepare('SELECT SUM(hr) AS hr FROM player_season_batting GROUP BY player_id ORDER BY hr DESC LIMIT 1').get() as { hr: number }
  const hr = boardOf(leaders.boards, 'hr')
  expect(hr.rows[0]).toMatchObject({ rank: 1, value: top.hr, first_season: 2024, last_season: 2025 })
  const pairs = adjacentPairs(hr.rows)
  expect(pairs.length).toBeGreaterThan(0)
  for (const [previous, row, index] of pairs) {
    expect(row.value).toBeLessThanOrEqual(previous.value)
    expect(row.rank).toBe(row.value === previous.value ? previous.rank : index + 1)
  }
})

test('two seasons of 143 games scale the career minimums to 400 AB and 200 IP, and the rate lists respect them', () => {
  const db = open()
  const batting = careerLeadersFrom(db, 'batting')
  expect(batting.club_games).toBe(286)
  expect(batting.minimum).toEqual({ stat: 'ab', value: 400 })
  const ab = new Map((db.prepare('SELECT player_id, SUM(ab) AS ab FROM player_season_batting GROUP BY player_id').all() as Array<{ player_id: string; ab: number }>).map((row) => [row.player_id, row.ab]))
  const avg = boardOf(batting.boards, 'avg')
  expect(avg.rows.length).toBeGreaterThanOrEqual(10)
  for (const row of avg.rows) expect(ab.get(row.player_id)).toBeGreaterThanOrEqual(400)
  const pitching = careerLeadersFrom(db, 'pitching')
  expect(pitching.minimum).toEqual({ stat: 'outs', value: 600 })
  const era = boardOf(pitching.boards, 'era')
  expect(era.order).toBe('asc')
  expect(era.rows.map((row) => row.value)).toEqual([...era.rows.map((row) => row.value)].sort((a, b) => a - b))
})

test('the single-season HR record is MAX(hr) of the season lines, with its season; AVG lists qualified seasons only', () => {
  const db = open()
  const records = historicalSeasonsFrom(db, 'batting')
  const best = db.prepare('SELECT season, hr FROM player_season_batting ORDER BY hr DESC LIMIT 1').get() as { season: number; hr: number }
  expect(boardOf(records.boards, 'hr').rows[0]).toMatchObject({ rank: 1, value: best.hr })
  const qualified = new Set((db.prepare('SELECT season || player_id AS id FROM player_season_batting WHERE qualified = 1').all() as Array<{ id: string }>).map((row) => row.id))
  const avg = boardOf(records.boards, 'avg')
  expect(avg.qualified_only).toBe(true)
  expect(avg.rows.length).toBeGreaterThan(0)
  for (const row of avg.rows) expect(qualified.has(`${row.season}${row.player_id}`)).toBe(true)
  const whip = boardOf(historicalSeasonsFrom(db, 'pitching').boards, 'whip')
  expect(whip.rows.length).toBeGreaterThan(0)
})

test('every career and single-season list is keyed by a stat the glossary explains for its side (the value header links there)', () => {
  const db = open()
  const unexplained = (['batting', 'pitching'] as const).flatMap((type) =>
    [...careerLeadersFrom(db, type).boards, ...historicalSeasonsFrom(db, type).boards]
      .filter((board) => {
        const entry = glossaryEntry(board.key, type)
        return entry === null || (entry.side !== undefined && entry.side !== type)
      })
      .map((board) => `${type}:${board.key}`),
  )
  expect(unexplained).toEqual([])
})

test('season averages: NPB 2025 AVG is ΣH/ΣAB of the club totals; the FIP constant is the derived one', () => {
  const db = open()
  const batting = seasonAveragesFrom(db, 'batting')
  const totals = db.prepare('SELECT SUM(h) AS h, SUM(ab) AS ab FROM team_season_batting WHERE season = 2025').get() as { h: number; ab: number }
  const npb = batting.type === 'batting' ? batting.rows.find((row) => row.season === 2025 && row.scope === 'npb') : undefined
  expect(npb?.avg).toBeCloseTo(totals.h / totals.ab, 12)
  expect(npb?.team_games).toBe(1716)
  expect(batting.rows).toHaveLength(6)
  const pitching = seasonAveragesFrom(db, 'pitching')
  const constant = db.prepare("SELECT value FROM league_constants WHERE season = 2025 AND league = 'central' AND key = 'fip_constant'").get() as { value: number }
  const central = pitching.type === 'pitching' ? pitching.rows.find((row) => row.season === 2025 && row.scope === 'central') : undefined
  expect(central?.fip_constant).toBe(constant.value)
})

test('per team-game rates: 6,214 runs and 1,299 HR over 1,716 team-games are 3.62 runs and 0.76 HR a game', () => {
  const counts = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 1299, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0, r: 6214, team_games: 1716 }
  const row = battingAverageRow(2025, 'npb', counts)
  expect(row.runs_per_game).toBeCloseTo(3.6212, 4)
  expect(row.hr_per_game).toBeCloseTo(0.757, 3)
  expect(row.avg).toBeNull()
})
