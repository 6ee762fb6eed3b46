import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import type { PlayFilter } from '@/lib/domain/analysis/play-filter-fields'
import { playFinderFrom, type PlayFinderQuery } from './find-plays'

// The oracles below are written straight in SQL over the event store and read model, apart from
// the finder's typed blocks and predicates.
let db: Database.Database
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const REGULAR = "g.kind IN ('regular', 'interleague')"
const FROM = 'FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id'
const one = <T,>(sql: string, ...params: (string | number)[]) => db.prepare<(string | number)[], T>(sql).get(...params) as T
const find = (filter: PlayFilter, change: Partial<PlayFinderQuery> = {}) => playFinderFrom(db, { side: 'batting', seasons: [2025], league: 'npb', filter, page: 1, per: 25, ...change })

test('no filter: every regular-season PA of 2025, its hits, and RE24 and WPA summed as the read model defines them', () => {
  const oracle = one<{ pa: number; h: number; re24: number; wpa: number }>(
    `SELECT COUNT(*) AS pa, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h,
       SUM(COALESCE(ra.runs, 0) - rb.runs + p.runs) AS re24,
       SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS wpa
     ${FROM} JOIN teams t ON t.code = g.home
     JOIN run_expectancy rb ON rb.season = g.season AND rb.league = t.league AND rb.outs = p.outs_before AND rb.bases = p.bases_before
     LEFT JOIN run_expectancy ra ON ra.season = g.season AND ra.league = t.league AND ra.outs = p.outs_after AND ra.bases = p.bases_after
     JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
     WHERE g.season = 2025 AND ${REGULAR}`,
  )
  const found = find({})
  expect(found?.total).toBe(oracle.pa)
  expect(found?.line.h).toBe(oracle.h)
  expect(found?.line.re24).toBeCloseTo(oracle.re24, 6)
  expect(found?.line.wpa).toBeCloseTo(oracle.wpa, 6)
  expect(found?.gaps).toEqual([])
})

test('満塁・二死・代打: the PAs with the bases loaded, two out, by a batter whose PH stint covers the PA', () => {
  const oracle = one<{ n: number }>(
    `SELECT COUNT(*) AS n ${FROM} WHERE g.season = 2025 AND ${REGULAR} AND p.bases_before = 7 AND p.outs_before = 2
     AND EXISTS (SELECT 1 FROM substitutions s WHERE s.game_id = p.game_id AND s.player_id = p.batter_id AND s.position = 'PH'
       AND s.entered_seq < p.seq AND (s.exited_seq IS NULL OR p.seq <= s.exited_seq))`,
  ).n
  const found = find({ bases: '7', outs: '2', ph: true })
  expect(oracle).toBeGreaterThan(0)
  expect(found?.total).toBe(oracle)
  expect(found?.labels.map((item) => item.label)).toEqual(['満塁', '二死', '代打'])
  expect(found?.rows.every((row) => row.bases === 7 && row.outs === 2 && row.ph)).toBe(true)
})

test('first pitch, count, margin and month read the pitch rows, the stored count, the scores and the date', () => {
  const strike = one<{ n: number }>(`SELECT COUNT(*) AS n ${FROM} JOIN pitches pi ON pi.game_id = p.game_id AND pi.pa_seq = p.seq AND pi.seq = 1
    WHERE g.season = 2025 AND ${REGULAR} AND pi.result NOT IN ('ball', 'hbp')`).n
  expect(find({ first: 'strike' })?.total).toBe(strike)
  const full = one<{ n: number }>(`SELECT COUNT(*) AS n ${FROM} WHERE g.season = 2025 AND ${REGULAR} AND p.balls = 3 AND p.strikes = 2`).n
  expect(find({ count: '3-2' })?.total).toBe(full)
  const behindBy2 = one<{ n: number }>(`SELECT COUNT(*) AS n ${FROM} WHERE g.season = 2025 AND ${REGULAR}
    AND CASE p.half WHEN 'top' THEN p.away_score_before - p.home_score_before ELSE p.home_score_before - p.away_score_before END = -2`).n
  expect(find({ margin: '-2' })?.total).toBe(behindBy2)
  const august = one<{ n: number }>(`SELECT COUNT(*) AS n ${FROM} WHERE g.season = 2025 AND ${REGULAR} AND substr(g.date, 6, 2) = '08'`).n
  expect(find({ month: 8 })?.total).toBe(august)
})

test('a pitcher on the pitching side: his batters faced; the league’s RE24 and WPA from the pitching side are the batting side’s turned', () => {
  const { id, n } = one<{ id: string; n: number }>(`SELECT p.pitcher_id AS id, COUNT(*) AS n ${FROM} WHERE g.season = 2025 AND ${REGULAR} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`)
  expect(find({ player: id }, { side: 'pitching' })?.total).toBe(n)
  const batting = find({}, { per: 1 })
  const pitching = find({}, { side: 'pitching', per: 1 })
  expect(pitching?.line.re24).toBeCloseTo(-(batting?.line.re24 ?? 0), 6)
  expect(pitching?.line.wpa).toBeCloseTo(-(batting?.line.wpa ?? 0), 6)
})

test('results run newest first across seasons and pages: page 2 starts with the 26th newest PA', () => {
  const newest = db.prepare<[], { game_id: string; seq: number }>(`SELECT p.game_id, p.seq ${FROM} WHERE g.season IN (2024, 2025) AND ${REGULAR} AND p.result = 'HR'
    ORDER BY g.date DESC, g.id DESC, p.seq DESC LIMIT 2 OFFSET 25`).all()
  const found = find({ result: 'HR' }, { seasons: [2025, 2024], page: 2 })
  expect([found?.from, found?.to, found?.page]).toEqual([2024, 2025, 2])
  expect(found?.rows.slice(0, 2).map((row) => [row.game_id, row.seq])).toEqual(newest.map((row) => [row.game_id, row.seq]))
  expect(found?.rows[0]?.text).toMatch(/ホームラン/)
})

test('a page past the last shows the last; the Central League side keeps only its clubs’ batters', () => {
  const found = find({ bases: '7', outs: '0' }, { page: 9999 })
  expect(found?.page).toBe(Math.max(1, Math.ceil((found?.total ?? 0) / 25)))
  expect(found?.rows.length).toBeGreaterThan(0)
  const central = one<{ n: number }>(`SELECT COUNT(*) AS n ${FROM} JOIN teams t ON t.code = CASE p.half WHEN 'top' THEN g.away ELSE g.home END
    WHERE g.season = 2025 AND ${REGULAR} AND t.league = 'central'`).n
  expect(find({}, { league: 'central' })?.total).toBe(central)
})

test('a season without PAs has no answer', () => {
  expect(find({}, { seasons: [2016] })).toBeNull()
})
