import { readSimDatabase as read, simDatabasePath } from '@/lib/data/testing/sim-database'
import { bubbleChartSchema, type BubbleChart, type BubbleChartRequest } from '@/lib/schemas/bubble-chart'

type Loader = typeof import('./get-bubble-chart')
let load: Loader['getBubbleChart']
let season: number

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  load = (await import('./get-bubble-chart')).getBubbleChart
  season = read((db) => db.prepare<[], { season: number }>('SELECT MAX(season) AS season FROM standings').get()?.season ?? 0)
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

function chart(request: Partial<BubbleChartRequest>): BubbleChart {
  const data = load({ scope: 'players', side: 'batting', season, league: 'npb', qual: 'qualified', x: 'ops', y: 'wrc_plus', size: 'pa', ...request })
  if (!data) throw new Error('the simulated league has season lines')
  return bubbleChartSchema.parse(data)
}

type Line = { player_id: string; team: string; ops: number; wrc_plus: number; pa: number }

test('the default batting chart: every qualified line as [id, name, club, OPS, wRC+, PA], as player_season_batting holds it', () => {
  const data = chart({})
  const lines = read((db) => db.prepare<[number], Line>('SELECT player_id, team, ops, wrc_plus, pa FROM player_season_batting WHERE season = ? AND qualified = 1 AND ops IS NOT NULL AND wrc_plus IS NOT NULL').all(season))
  expect(lines.length).toBeGreaterThan(20)
  expect(data.points).toHaveLength(lines.length)
  const byKey = new Map(data.points.map((point) => [`${point[0]}-${point[2]}`, point]))
  for (const line of lines) expect(byKey.get(`${line.player_id}-${line.team}`)?.slice(2)).toEqual([line.team, line.ops, line.wrc_plus, line.pa])
  expect(data.missing).toBe(0)
  expect(data.unqualified).toBe(read((db) => db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND qualified = 0').get(season)?.n))
})

test('the OPS guide is the league’s own (its sums’ OBP + SLG), the wRC+ guide the PA-weighted mean of every line', () => {
  const data = chart({})
  const sums = read((db) =>
    db.prepare<[number], { h: number; bb: number; hbp: number; ab: number; sf: number; tb: number; wrc: number; pa: number }>(
      `SELECT SUM(h) AS h, SUM(bb) AS bb, SUM(hbp) AS hbp, SUM(ab) AS ab, SUM(sf) AS sf, SUM(tb) AS tb,
         SUM(CASE WHEN wrc_plus IS NULL THEN 0 ELSE wrc_plus * pa END) AS wrc, SUM(CASE WHEN wrc_plus IS NULL THEN 0 ELSE pa END) AS pa
       FROM player_season_batting WHERE season = ?`,
    ).get(season),
  )
  if (!sums) throw new Error('no sums')
  expect(data.guides.x).toBeCloseTo((sums.h + sums.bb + sums.hbp) / (sums.ab + sums.bb + sums.hbp + sums.sf) + sums.tb / sums.ab, 10)
  expect(data.guides.y).toBeCloseTo(sums.wrc / sums.pa, 10)
})

test('a count’s guide is the mean of the bubbles; half of 規定 reads each club’s games; a league keeps its clubs’ lines', () => {
  const data = chart({ x: 'hr', y: 'so', size: 'pa', qual: 'half', league: 'pacific' })
  const lines = read((db) =>
    db.prepare<[number], { hr: number }>(
      `SELECT b.hr FROM player_season_batting b JOIN standings s ON s.season = b.season AND s.team = b.team
       WHERE b.season = ? AND b.league = 'pacific' AND b.pa * 2 >= ((31 * s.games + 5) / 10)`,
    ).all(season),
  )
  expect(data.points).toHaveLength(lines.length)
  expect(data.guides.x).toBeCloseTo(lines.reduce((sum, line) => sum + line.hr, 0) / lines.length, 10)
  expect(data.points.length).toBeGreaterThan(chart({ league: 'pacific' }).points.length)
})

test('clubs: runs scored × allowed by wins are the standings’ own, the guides their means', () => {
  const data = chart({ scope: 'teams', x: 'runs_scored', y: 'runs_allowed', size: 'win' })
  const rows = read((db) => db.prepare<[number], { team: string; runs_scored: number; runs_allowed: number; wins: number }>('SELECT team, runs_scored, runs_allowed, wins FROM standings WHERE season = ?').all(season))
  expect(data.points).toHaveLength(12)
  expect(data.qual).toBe('all')
  for (const row of rows) expect(data.points.find((point) => point[0] === row.team)?.slice(3)).toEqual([row.runs_scored, row.runs_allowed, row.wins])
  expect(data.guides.x).toBeCloseTo(rows.reduce((sum, row) => sum + row.runs_scored, 0) / 12, 10)
})

test('clubs’ pitching in a league: ERA from the club’s summed earned runs and outs, the ERA guide the league’s', () => {
  const data = chart({ scope: 'teams', side: 'pitching', league: 'central', x: 'fip', y: 'era', size: 'win' })
  const clubs = read((db) => db.prepare<[number], { team: string; er: number; outs: number }>("SELECT team, SUM(er) AS er, SUM(outs) AS outs FROM player_season_pitching WHERE season = ? AND league = 'central' GROUP BY team").all(season))
  expect(data.points.map((point) => point[0]).sort()).toEqual(clubs.map((club) => club.team).sort())
  for (const club of clubs) expect(data.points.find((point) => point[0] === club.team)?.[4]).toBeCloseTo((club.er * 27) / club.outs, 10)
  const er = clubs.reduce((sum, club) => sum + club.er, 0)
  const outs = clubs.reduce((sum, club) => sum + club.outs, 0)
  expect(data.guides.y).toBeCloseTo((er * 27) / outs, 10)
})

test('every player line of a season stays within the 60 kB chart budget', () => {
  const data = chart({ qual: 'all', x: 'obp', y: 'slg', size: 'hr' })
  expect(data.points.length).toBeGreaterThan(100)
  expect(JSON.stringify(data).length).toBeLessThan(60_000)
})

test('a season without games has no chart', () => {
  expect(load({ scope: 'players', side: 'pitching', season: 1999, league: 'npb', qual: 'qualified', x: 'k_pct', y: 'bb_pct', size: 'outs' })).toBeNull()
})
