import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hasRealData, NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { readOfficialBatting } from '@/lib/data/sources/reference/read-official-batting'
import { readOfficialPitching } from '@/lib/data/sources/reference/read-official-pitching'
import { buildRealDatabase, type SeasonImportReport } from './build-real-database'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const dir = mkdtempSync(join(tmpdir(), 'npb-real-'))
const path = join(dir, 'real.sqlite')
let reports: SeasonImportReport[] = []

beforeAll(() => {
  if (!available) return
  reports = buildRealDatabase({ path, dir: NPB_DATA_DIR })
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Row = Record<string, number | string | null>
const query = (sql: string, ...params: (string | number)[]) => {
  const db = new Database(path, { readonly: true })
  try {
    return db.prepare<(string | number)[], Row>(sql).all(...params)
  } finally {
    db.close()
  }
}

realTest('both npb.jp seasons and the 一球速報 sample import whole, every play parsed', () => {
  expect(reports.map((report) => [report.season, report.games, report.unknown.size])).toEqual([[2024, 858, 0], [2025, 858, 0], [2026, 12, 0]])
  expect(query("SELECT COUNT(*) AS n FROM pitches p JOIN games g ON g.id = p.game_id WHERE g.source = 'ikkyu'")[0]?.n).toBeGreaterThan(3000)
})

realTest('one full season (858 games) imports within 20 s', () => {
  const started = performance.now()
  const [report] = buildRealDatabase({ path: join(dir, 'one.sqlite'), dir: NPB_DATA_DIR, season: 2024 })
  const oneSeason = (performance.now() - started) / 1000
  console.log(`one season: ${report?.games} games in ${oneSeason.toFixed(1)} s`)
  expect(report?.games).toBe(858)
  expect(oneSeason).toBeLessThan(20)
}, 60_000)

realTest.each([
  [2024, 'g', 77, 59, 7, 462, 381],
  [2024, 'h', 91, 49, 3, 607, 390],
  [2025, 't', 85, 54, 4, null, null],
  [2025, 'h', 87, 52, 4, null, null],
])('%i final standings: %s %i-%i-%i, first in its league', (season, team, wins, losses, ties, scored, allowed) => {
  const [row] = query('SELECT rank, wins, losses, ties, runs_scored, runs_allowed FROM standings WHERE season = ? AND team = ? AND league <> ?', season, team, 'npb')
  expect(row).toMatchObject({ rank: 1, wins, losses, ties, ...(scored === null ? {} : { runs_scored: scored, runs_allowed: allowed }) })
})

const agreement = <T extends { playerId: string | null; team: string }>(lines: readonly T[], ours: ReadonlyMap<string, Row>, fields: readonly (keyof T & string)[]) => {
  const misses = lines.filter((line) => fields.some((field) => Number(ours.get(`${line.playerId}|${line.team}`)?.[field] ?? -1) !== Number(line[field])))
  return { total: lines.length, equal: lines.length - misses.length, misses }
}

realTest('2024 batting from the play-by-play equals the official line for at least 98% of 100+ PA players', () => {
  const ours = new Map(query('SELECT * FROM player_season_batting WHERE season = 2024').map((row) => [`${row.player_id}|${row.team}`, row]))
  const lines = readOfficialBatting(2024).lines.filter((line) => line.pa >= 100)
  const result = agreement(lines, ours, ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'hbp', 'so', 'sb', 'sh', 'sf'])
  const avg = lines.filter((line) => line.avg !== null && Number(Number(ours.get(`${line.playerId}|${line.team}`)?.avg ?? Number.NaN).toFixed(3)) !== line.avg)
  console.log(`2024 batting: ${result.equal}/${result.total} (${((result.equal / result.total) * 100).toFixed(2)}%) equal; AVG differs for ${avg.length}`)
  expect(result.equal / result.total).toBeGreaterThanOrEqual(0.98)
})

realTest('2025 pitching from the play-by-play equals the official line for at least 98% of 30+ IP pitchers', () => {
  const ours = new Map(query('SELECT * FROM player_season_pitching WHERE season = 2025').map((row) => [`${row.player_id}|${row.team}`, row]))
  const lines = readOfficialPitching(2025).lines.filter((line) => line.outs >= 90)
  const result = agreement(lines, ours, ['outs', 'bf', 'h', 'hr', 'bb', 'hbp', 'so', 'r', 'er'])
  console.log(`2025 pitching: ${result.equal}/${result.total} (${((result.equal / result.total) * 100).toFixed(2)}%) equal; residual: ${result.misses.map((line) => line.name).join(', ')}`)
  expect(result.equal / result.total).toBeGreaterThanOrEqual(0.98)
})

realTest('the real 2024 run expectancy matrix from our own derivation lands where NPB does', () => {
  const re = new Map(query("SELECT outs, bases, runs FROM run_expectancy WHERE season = 2024 AND league = 'npb'").map((row) => [`${row.outs}:${row.bases}`, Number(row.runs)]))
  // 2024's 3.29 runs per team-game put empty/no out near .37, below the .455 of the higher-scoring 2004–2013 anchor.
  expect(re.get('0:0')).toBeGreaterThan(0.33)
  expect(re.get('0:7')).toBeGreaterThan(2.1)
  expect(re.get('0:7')).toBeLessThan(2.4)
  expect(re.get('2:0')).toBeGreaterThan(0.05)
  expect(re.get('2:0')).toBeLessThan(0.09)
  for (let bases = 0; bases < 8; bases++) {
    const [zero = 0, one = 0, two = 0] = [0, 1, 2].map((outs) => re.get(`${outs}:${bases}`) ?? 0)
    expect([bases, zero > one && one > two]).toEqual([bases, true])
  }
})
