import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

type Row = Record<string, number | string | null>
const query = (sql: string, ...params: (string | number)[]) => readRealDatabase((db) => db.prepare<(string | number)[], Row>(sql).all(...params))

realTest('both npb.jp seasons and the 一球速報 sample import whole (the import refuses a season with unread plays)', () => {
  expect(query('SELECT season, COUNT(*) AS games FROM games GROUP BY season ORDER BY season')).toEqual([{ season: 2024, games: 858 }, { season: 2025, games: 858 }, { season: 2026, games: 12 }])
  expect(query("SELECT COUNT(*) AS n FROM pitches p JOIN games g ON g.id = p.game_id WHERE g.source = 'ikkyu'")[0]?.n).toBeGreaterThan(3000)
})

realTest.each([
  [2024, 'g', 77, 59, 7, 462, 381],
  [2024, 'h', 91, 49, 3, 607, 390],
  [2025, 't', 85, 54, 4, null, null],
  [2025, 'h', 87, 52, 4, null, null],
])('%i final standings: %s %i-%i-%i, first in its league', (season, team, wins, losses, ties, scored, allowed) => {
  const [row] = query('SELECT rank, wins, losses, ties, runs_scored, runs_allowed FROM standings WHERE season = ? AND team = ? AND league <> ?', season, team, 'npb')
  expect(row).toMatchObject({ rank: 1, wins, losses, ties, ...(scored === null ? {} : { runs_scored: scored, runs_allowed: allowed }) })
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
