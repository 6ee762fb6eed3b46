import { explorerCsv } from '@/components/stats/explorer/explorer-csv'
import { explorerColumns } from '@/components/stats/explorer/explorer-columns'
import { valueCells } from '@/components/stats/records/player-records-csv'
import { readSimDatabase as read, simDatabasePath } from '@/lib/data/testing/sim-database'
import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerViewFrom, type ExplorerView } from '@/lib/domain/stats/explorer-view'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { explorerSearchSchema, statsExplorerSchema, type StatsExplorer } from '@/lib/schemas/stats-explorer'

// The simulated 2024–2025 league Jest's global setup built.
const SEASONS = [2025, 2024]
type Loader = typeof import('./get-stats-explorer')
let load: Loader['getStatsExplorer']

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  load = (await import('./get-stats-explorer')).getStatsExplorer
})

const viewOf = (side: 'batting' | 'pitching', raw: Record<string, string> = {}): ExplorerView => explorerViewFrom(side, explorerSearchSchema.parse(raw), parseSplitFilter(raw), SEASONS).view
function explore(side: 'batting' | 'pitching', raw: Record<string, string> = {}): StatsExplorer {
  const data = load(viewOf(side, raw))
  if (!data) throw new Error('the simulated league has 2024–2025 lines')
  return statsExplorerSchema.parse(data)
}

type Season = { player_id: string; team: string; v: number | null; pa: number; hr: number }

test('the batting view of 2025 without a split is player_season_batting: every qualified line, ranked by AVG as the records pages rank it', () => {
  const data = explore('batting', { per: 'all' })
  const expected = read((db) =>
    db.prepare<[], Season>(
      `SELECT player_id, team, avg AS v, pa, hr FROM player_season_batting WHERE season = 2025 AND qualified = 1
       ORDER BY avg IS NULL, avg DESC, pa DESC, player_id, team`,
    ).all(),
  )
  expect(expected.length).toBeGreaterThan(20)
  expect([data.level, data.from, data.to, data.qualifier.rule, data.total]).toEqual(['season', 2025, 2025, 'season', expected.length])
  expect(data.rows.map((row) => [row.player_id, row.team, row.values.avg, row.values.hr])).toEqual(expected.map((row) => [row.player_id, row.team, row.v, row.hr]))
  expect(data.rows[0]?.rank).toBe(1)
})

test('all batters (qualified=false) are every line of the season; 50 a page, the second page going on from the first', () => {
  const count = read((db) => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = 2025').get()?.n ?? 0)
  const first = explore('batting', { qualified: 'false', sort: 'hr' })
  const second = explore('batting', { qualified: 'false', sort: 'hr', page: '2' })
  expect([first.total, first.rows.length, second.page]).toEqual([count, 50, 2])
  const top = read((db) => db.prepare<[], { hr: number }>('SELECT MAX(hr) AS hr FROM player_season_batting WHERE season = 2025').get()?.hr)
  expect(first.rows[0]?.values.hr).toBe(top)
  expect(Math.min(...first.rows.map((row) => row.values.hr ?? 0))).toBeGreaterThanOrEqual(Math.max(...second.rows.map((row) => row.values.hr ?? 0)))
  expect(second.rows[0]?.rank).toBeGreaterThan(1)
})

test('the pitching view of 2025 is player_season_pitching’s qualified lines by ERA, lowest first', () => {
  const data = explore('pitching', { per: 'all' })
  const expected = read((db) =>
    db.prepare<[], { player_id: string; team: string; v: number }>(
      `SELECT player_id, team, era AS v FROM player_season_pitching WHERE season = 2025 AND qualified = 1 ORDER BY era IS NULL, era, outs DESC, player_id, team`,
    ).all(),
  )
  expect(data.rows.map((row) => [row.player_id, row.team, row.values.era])).toEqual(expected.map((row) => [row.player_id, row.team, row.v]))
})

test('positions split the batters: each group’s lines, summed, are every line; a shortstop fielded most of his games at SS', () => {
  const all = explore('batting', { qualified: 'false', per: 'all' }).total
  const groups = ['c', '1b', '2b', '3b', 'ss', 'of', 'dh', 'p'].map((pos) => explore('batting', { qualified: 'false', per: 'all', pos }))
  expect(groups.reduce((sum, group) => sum + group.total, 0)).toBe(all)
  const shortstop = groups[4]?.rows.find((row) => (row.values.avg ?? 0) > 0)
  expect(shortstop).toBeDefined()
  const fielded = read((db) =>
    db.prepare<[string], { position: string; g: number }>('SELECT position, SUM(g) AS g FROM player_season_fielding WHERE season = 2025 AND player_id = ? GROUP BY position ORDER BY g DESC').all(shortstop?.player_id ?? ''),
  )
  expect(fielded[0]?.position).toBe('SS')
})

test('pitchers are 先発 or 救援 by their starts: the two make every pitcher who appeared', () => {
  const all = explore('pitching', { qualified: 'false', per: 'all' })
  const starters = explore('pitching', { qualified: 'false', per: 'all', pos: 'sp' })
  const relievers = explore('pitching', { qualified: 'false', per: 'all', pos: 'rp', cols: 'g,gs' })
  expect(starters.total + relievers.total).toBe(all.total)
  expect(starters.total).toBeGreaterThan(0)
  expect(relievers.rows.every((row) => (row.values.gs ?? 0) * 2 < (row.values.g ?? 0))).toBe(true)
})

test('the 投球 preset reads the season’s pitch board; over a range or with a split its columns are null and the view says why', () => {
  const shown = explore('pitching', { preset: 'pitch', sort: 'csw_pct', qualified: 'false', min: '50' })
  expect(shown.pitch).toBe('shown')
  expect(shown.columns).toContain('csw_pct')
  const first = shown.rows[0]
  const csw = first ? read((db) => db.prepare<[string, string], { n: number; d: number }>(
    `SELECT SUM(pi.result IN ('called_strike', 'swinging_strike')) AS n, COUNT(*) AS d FROM pitches pi JOIN plate_appearances pa ON pa.game_id = pi.game_id AND pa.seq = pi.pa_seq
     JOIN games g ON g.id = pa.game_id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND pa.pitcher_id = ? AND (CASE pa.half WHEN 'top' THEN g.home ELSE g.away END) = ?`,
  ).get(first.player_id, first.team)) : undefined
  expect(first?.values.csw_pct).toBeCloseTo((csw?.n ?? 0) / (csw?.d ?? 1), 10)
  const cuts: Record<string, string>[] = [{ preset: 'pitch', hand: 'L' }, { preset: 'pitch', season: '2024', through: '2025' }]
  for (const raw of cuts) {
    const cut = explore('pitching', raw)
    expect(cut.pitch).toBe('one-season-only')
    expect(cut.rows.every((row) => row.values.csw_pct === null)).toBe(true)
  }
  expect(explore('pitching').pitch).toBeNull()
})

test('a PA split has no games; a range sums the seasons into one line per player', () => {
  const split = explore('batting', { hand: 'L', qualified: 'false', cols: 'g,pa,avg' })
  expect(split.level).toBe('pa')
  expect(split.rows.every((row) => row.values.g === null)).toBe(true)
  const range = explore('batting', { season: '2024', through: '2025', qualified: 'false', per: 'all', cols: 'pa,hr' })
  const players = read((db) => db.prepare<[], { n: number; pa: number }>('SELECT COUNT(DISTINCT player_id) AS n, SUM(pa) AS pa FROM player_season_batting WHERE season BETWEEN 2024 AND 2025').get())
  expect([range.from, range.to, range.qualifier.rule, range.total]).toEqual([2024, 2025, 'range', players?.n])
  expect(range.rows.reduce((sum, row) => sum + (row.values.pa ?? 0), 0)).toBe(players?.pa)
})

test('a club filter of the other league is an empty view, not an error; the CSV holds the table’s rows and printed values', () => {
  expect(explore('batting', { league: 'pacific', team: 'g' }).total).toBe(0)
  const data = explore('pitching', { preset: 'saber', qualified: 'false', per: 'all' })
  const [header, ...lines] = explorerCsv(data).slice(1).trimEnd().split('\r\n')
  const columns = explorerColumns('pitching', data.columns)
  expect(header?.split(',').slice(0, 4)).toEqual(['順位', '選手', '球団', '投球回（小数）'])
  expect(lines).toHaveLength(data.total)
  const first = data.rows[0]
  expect(lines[0]).toBe([String(first?.rank), first?.name, first ? TEAM_BY_CODE[first.team].shortName : '', ...columns.flatMap((column) => valueCells(first?.values ?? {}, column))].join(','))
})
