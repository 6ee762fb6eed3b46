import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { playerPercentilesFrom } from './get-player-percentiles'

type Top = { id: string; qualifiers: number }

test('the 2025 Central wOBA leader is at 100 among his league’s qualified batters, counted in full', () => {
  const top = read((db) =>
    db
      .prepare<[], Top>(
        `SELECT player_id AS id, (SELECT COUNT(*) FROM player_season_batting WHERE season = 2025 AND league = 'central' AND qualified = 1) AS qualifiers
         FROM player_season_batting WHERE season = 2025 AND league = 'central' AND qualified = 1 ORDER BY woba DESC LIMIT 1`,
      )
      .get(),
  )
  const percentiles = read((db) => playerPercentilesFrom(db, top?.id ?? '', 2025, 'batting'))
  expect(percentiles).toMatchObject({ side: 'batting', league: 'central', qualified: true, qualifiers: top?.qualifiers })
  expect(percentiles?.metrics.find((metric) => metric.key === 'woba')?.percentile).toBe(100)
})

test('the 2025 Pacific ERA leader is at 100 for ERA (lower is better), and a pitcher without a line has none', () => {
  const best = read((db) =>
    db.prepare<[], Top>(`SELECT player_id AS id, 0 AS qualifiers FROM player_season_pitching WHERE season = 2025 AND league = 'pacific' AND qualified = 1 ORDER BY era LIMIT 1`).get(),
  )
  const percentiles = read((db) => playerPercentilesFrom(db, best?.id ?? '', 2025, 'pitching'))
  expect(percentiles?.metrics.find((metric) => metric.key === 'era')?.percentile).toBe(100)
  expect(read((db) => playerPercentilesFrom(db, '99999999', 2025, 'pitching'))).toBeNull()
})
