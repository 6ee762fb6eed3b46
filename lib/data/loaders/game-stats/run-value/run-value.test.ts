import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { RUN_VALUE_EVENTS } from '@/lib/domain/sabermetrics/run-value-events'
import { runValueViewFrom } from './get-run-value-view'
import { listRunValueGutsFrom } from './list-run-value-guts'

type Constant = { key: string; value: number }

test('guts: a row per season of the test league, newest first, wOBA weights and scale as league_constants stores them', () => {
  const rows = read((db) => listRunValueGutsFrom(db, 'npb'))
  expect(rows.map((row) => row.season)).toEqual([2025, 2024])
  for (const row of rows) {
    const stored = new Map(
      read((db) => db.prepare<[number], Constant>("SELECT key, value FROM league_constants WHERE season = ? AND league = 'npb'").all(row.season)).map((c) => [c.key, c.value]),
    )
    for (const key of ['league_woba', 'woba_scale', 'w_bb', 'w_hbp', 'w_1b', 'w_2b', 'w_3b', 'w_hr', 'runs_per_pa', 'fip_constant', 'league_era'] as const) {
      expect([key, row[key]]).toEqual([key, stored.get(key)])
    }
  }
})

test('guts: RA9 from the games’ runs equals the pitchers’ runs allowed; R/W = 1.5 × RA9 + 3; the RA9 constant sits RA9 − ERA above ours', () => {
  for (const scope of ['npb', 'central', 'pacific'] as const) {
    for (const row of read((db) => listRunValueGutsFrom(db, scope))) {
      const pitched = read((db) =>
        db.prepare<[number], { r: number; outs: number }>(`SELECT SUM(r) AS r, SUM(outs) AS outs FROM player_season_pitching WHERE season = ? ${scope === 'npb' ? '' : `AND league = '${scope}'`}`).get(row.season),
      )
      expect(row.league_ra9).toBeCloseTo(((pitched?.r ?? 0) * 27) / (pitched?.outs ?? 1), 12)
      expect(row.runs_per_win).toBeCloseTo((row.league_ra9 ?? Number.NaN) * 1.5 + 3, 12)
      expect((row.fip_constant_ra9 ?? Number.NaN) - (row.fip_constant ?? Number.NaN)).toBeCloseTo((row.league_ra9 ?? Number.NaN) - (row.league_era ?? Number.NaN), 9)
      // 1.02's published constants are NPB-wide: only the NPB rows of 2024 and 2025 carry them.
      expect(row.published_fip_constant_ra9).toBe(scope === 'npb' ? ({ 2024: 3.088, 2025: 3.053 } as Record<number, number>)[row.season] : null)
    }
  }
})

test('steals: every SB and CS of innings 1–8 is valued or counted as left out; the leagues add up to NPB; a steal gains, a caught stealing costs', () => {
  const events = read((db) =>
    db.prepare<[], { n: number }>(
      "SELECT COUNT(*) AS n FROM games g JOIN runner_events e ON e.game_id = g.id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND e.inning <= 8 AND e.type IN ('SB', 'CS')",
    ).get(),
  )?.n
  const views = read((db) => (['npb', 'central', 'pacific'] as const).map((scope) => runValueViewFrom(db, 2025, scope)))
  const count = (index: number, event: 'SB' | 'CS') => views[index]?.weights.find((row) => row.event === event)?.count ?? 0
  const [npb] = views
  expect(count(0, 'SB') + count(0, 'CS') + (npb?.steals_excluded ?? 0)).toBe(events)
  expect(count(1, 'SB') + count(2, 'SB')).toBe(count(0, 'SB'))
  expect(count(1, 'CS') + count(2, 'CS')).toBe(count(0, 'CS'))
  expect(npb?.summary?.run_sb).toBeGreaterThan(0)
  expect(npb?.summary?.run_cs).toBeLessThan(-(npb?.summary?.run_sb ?? 0))
  expect(npb?.weights.find((row) => row.event === 'SB')).toMatchObject({ run_value: npb?.summary?.run_sb, above_outs: null })
})

test('the view: every event in the table’s order, the PA events as linear_weights stores them, the season’s guts row; no view without the season', () => {
  const view = read((db) => runValueViewFrom(db, 2024, 'pacific'))
  expect(view?.weights.map((row) => row.event)).toEqual([...RUN_VALUE_EVENTS])
  const hr = read((db) => db.prepare<[], { run_value: number; above_outs: number; count: number }>("SELECT run_value, above_outs, count FROM linear_weights WHERE season = 2024 AND league = 'pacific' AND event = 'HR'").get())
  expect(view?.weights.find((row) => row.event === 'HR')).toEqual({ event: 'HR', ...hr })
  expect(view?.summary).toEqual(view?.guts.find((row) => row.season === 2024))
  expect(view?.guts.map((row) => row.season)).toEqual([2025, 2024])
  expect(read((db) => runValueViewFrom(db, 2016, 'npb'))).toBeNull()
})
